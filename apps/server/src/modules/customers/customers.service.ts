import {
  CUSTOMER_MESSAGES,
  type TCustomer,
  type TCustomerSearchResult,
  type TCustomersPage,
} from '@mise/contracts';
import { localDate } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findStoreSettings } from '../settings/settings.repository';
import { isKnownTimezone } from '../superadmin/time-windows';
import * as repo from './customers.repository';

/** Customers of a store, keyed by phone (spec 2 sections 2.3 and 5). */

export const SEARCH_LIMIT = 20;

export interface CustomerInput {
  name: string;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
}

function toCustomer(row: NonNullable<Awaited<ReturnType<typeof repo.findCustomer>>>): TCustomer {
  return {
    phone: row.phone,
    name: row.name,
    email: row.email,
    birth_date: row.birthDate,
    gender: row.gender,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createCustomersService(deps: Deps) {
  const { db } = deps;

  /** A birth date may be today at the latest, today being the store's own date. */
  async function checkBirthDate(tenantId: number, birthDate: string | null) {
    if (!birthDate) return;
    const store = await findStoreSettings(db, tenantId);
    const zone = store && isKnownTimezone(store.timezone) ? store.timezone : 'UTC';
    if (birthDate > localDate(zone)) throw badRequest(CUSTOMER_MESSAGES.birthDate);
  }

  return {
    async list(
      actor: TenantAuth,
      query: { sort: 'created_at' | 'name'; page: number; filter: string; perPage: number },
    ): Promise<TCustomersPage> {
      const { rows, total } = await repo.listCustomersPage(db, actor.tenantId, {
        sort: query.sort,
        filter: query.filter,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return {
        customers: rows.map(toCustomer),
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.perPage)),
        totalCustomers: total,
      };
    },

    async search(actor: TenantAuth, text: string): Promise<TCustomerSearchResult[]> {
      return repo.searchCustomers(db, actor.tenantId, text, SEARCH_LIMIT);
    },

    async add(actor: TenantAuth, input: CustomerInput & { phone: string }) {
      await checkBirthDate(actor.tenantId, input.birthDate);
      const { phone, ...values } = input;
      if (!(await repo.insertCustomer(db, actor.tenantId, phone, values)))
        throw conflict(CUSTOMER_MESSAGES.taken);
      return { message: 'Customer added!', customer: { name: input.name, phone } };
    },

    async update(actor: TenantAuth, phone: string, input: CustomerInput) {
      await checkBirthDate(actor.tenantId, input.birthDate);
      if (!(await repo.updateCustomer(db, actor.tenantId, phone, input)))
        throw notFound(CUSTOMER_MESSAGES.notFound);
      return { message: 'Customer updated!' };
    },

    async remove(actor: TenantAuth, phone: string) {
      if (!(await repo.deleteCustomer(db, actor.tenantId, phone))) throw notFound(CUSTOMER_MESSAGES.notFound);
      return { message: 'Customer deleted!' };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
