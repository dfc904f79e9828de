import { randomInt } from 'node:crypto';
import { RESERVATION_MESSAGES, type TReservation, type TReservationsInit } from '@mise/contracts';
import type { Period } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { periodFromQuery } from '../../lib/store-period';
import { storeZone } from '../invoices/invoices.service';
import { listStoreTables } from '../settings/settings.repository';
import * as repo from './reservations.repository';

/** Reservations of a store (spec 2 sections 2.2, 4 and 5). */

export const RESERVATION_SEARCH_LIMIT = 50;
/** The date picker's minimum is "now"; a form left open a while may lag behind it by this much. */
const PAST_TOLERANCE_MS = 60 * 60 * 1000;

// No 0/O or 1/I/L: codes are read out over the phone.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReservationCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function toReservation(row: repo.ReservationRow): TReservation {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer_name: row.customerName,
    date: row.date.toISOString(),
    table_id: row.tableId,
    table_title: row.tableTitle,
    floor: row.floor,
    status: row.status,
    notes: row.notes,
    people_count: row.peopleCount,
    unique_code: row.uniqueCode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ReservationInput {
  date: Date;
  tableId: number | null;
  status: 'booked' | 'paid' | 'cancelled';
  notes: string | null;
  peopleCount: number;
}

export function createReservationsService(deps: Deps) {
  const { db } = deps;

  async function checkTable(tenantId: number, tableId: number | null) {
    if (tableId !== null && !(await repo.tableExists(db, tenantId, tableId))) {
      throw notFound(RESERVATION_MESSAGES.tableNotFound);
    }
  }

  return {
    async init(actor: TenantAuth): Promise<TReservationsInit> {
      const [tables, timezone] = await Promise.all([
        listStoreTables(db, actor.tenantId),
        storeZone(db, actor.tenantId),
      ]);
      return {
        storeTables: tables.map((t) => ({
          id: t.id,
          table_title: t.tableTitle,
          floor: t.floor,
          seating_capacity: t.seatingCapacity,
        })),
        timezone,
      };
    },

    /** Reservations of the period; by default from today to one month ahead (spec 2 section 4). */
    async list(
      actor: TenantAuth,
      query: { type?: Period; from?: string; to?: string },
    ): Promise<TReservation[]> {
      const period = periodFromQuery(await storeZone(db, actor.tenantId), query, 'next_month');
      return (await repo.listReservations(db, actor.tenantId, period)).map(toReservation);
    },

    async search(actor: TenantAuth, text: string): Promise<TReservation[]> {
      return (await repo.searchReservations(db, actor.tenantId, text, RESERVATION_SEARCH_LIMIT)).map(
        toReservation,
      );
    },

    async add(actor: TenantAuth, input: ReservationInput & { customerId: string }) {
      if (input.date.getTime() < Date.now() - PAST_TOLERANCE_MS) throw badRequest(RESERVATION_MESSAGES.past);
      if (!(await repo.customerExists(db, actor.tenantId, input.customerId))) {
        throw notFound(RESERVATION_MESSAGES.customerNotFound);
      }
      await checkTable(actor.tenantId, input.tableId);
      // Codes are unique across all stores; a collision (about 1 in 10^11) just draws again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const uniqueCode = newReservationCode();
        const id = await repo.insertReservation(db, actor.tenantId, { ...input, uniqueCode });
        if (id !== null) return { message: 'Reservation added!', id, unique_code: uniqueCode };
      }
      throw new Error('could not draw a free reservation code');
    },

    async update(actor: TenantAuth, id: number, input: ReservationInput) {
      await checkTable(actor.tenantId, input.tableId);
      if (!(await repo.updateReservation(db, actor.tenantId, id, input)))
        throw notFound(RESERVATION_MESSAGES.notFound);
      return { message: 'Reservation updated!' };
    },

    async remove(actor: TenantAuth, id: number) {
      if (!(await repo.deleteReservation(db, actor.tenantId, id)))
        throw notFound(RESERVATION_MESSAGES.notFound);
      return { message: 'Reservation deleted!' };
    },
  };
}
