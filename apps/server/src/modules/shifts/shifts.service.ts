import {
  SHIFTS_MESSAGES,
  type TCashMovement,
  type TCashMovementBody,
  type TCurrentShift,
  type TShift,
  type TShiftListItem,
  type TShiftSales,
} from '@mise/contracts';
import {
  cashVariance,
  countedTotal,
  type DenominationCount,
  denominationsOf,
  expectedCash,
  toMajorUnits,
} from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { instantWindow, type TimeWindow } from '../../lib/store-period';
import { recordAudit } from '../audit/audit-recorder';
import * as reportsRepo from '../reports/reports.repository';
import { paymentTypeTotals, staffTips, storeContext } from '../reports/reports.service';
import * as repo from './shifts.repository';

const HISTORY_LIMIT = 60;
const major = (minor: number | null) => (minor === null ? null : toMajorUnits(minor));

type MovementInput = { kind: TCashMovementBody['kind']; amount: number; reason: string };
type CloseInput = { counts: DenominationCount[]; note: string | null };

/**
 * Shifts and the cash drawer (issue 17, DOMAIN.md "Shift / drawer session"). One drawer per store:
 * opening a second shift while one is open is refused by the database's partial unique index, and
 * movements and the close of a shift take its row lock, so two tills closing it at once close it
 * once and no pay-out slips in after the count.
 */
export function createShiftsService(deps: Deps) {
  const { db } = deps;

  async function drawerCash(dbx: Db, tenantId: number, shift: repo.ShiftRow, window: TimeWindow) {
    const movements = await repo.listMovements(dbx, tenantId, shift.id);
    const sum = (kind: string) => movements.filter((m) => m.kind === kind).reduce((s, m) => s + m.amount, 0);
    const frozen = shift.closedAt !== null && shift.cashTaken !== null && shift.cashRefunds !== null;
    const flows = frozen
      ? { cashTaken: shift.cashTaken ?? 0, cashRefunds: shift.cashRefunds ?? 0 }
      : await repo.cashFlows(dbx, tenantId, window);
    const cash = {
      openingFloat: shift.openingFloat,
      cashTaken: flows.cashTaken,
      cashRefunds: flows.cashRefunds,
      payIns: sum('pay_in'),
      payOuts: sum('pay_out'),
    };
    return {
      cash,
      expected: frozen ? (shift.expected ?? expectedCash(cash)) : expectedCash(cash),
      movements,
    };
  }

  async function salesOf(tenantId: number, window: TimeWindow): Promise<TShiftSales> {
    const [totals, byType, byStaff, refunds, voids] = await Promise.all([
      reportsRepo.invoiceTotals(db, tenantId, window),
      reportsRepo.paymentsByType(db, tenantId, window),
      reportsRepo.tipsByStaff(db, tenantId, window),
      reportsRepo.refundTotals(db, tenantId, window),
      reportsRepo.voidTotals(db, tenantId, window),
    ]);
    return {
      invoices_count: totals.invoicesCount,
      net_sales: toMajorUnits(Number(totals.netRevenue)),
      discounts: toMajorUnits(Number(totals.discountsTotal)),
      comps: toMajorUnits(Number(totals.compsTotal)),
      service_charge: toMajorUnits(Number(totals.serviceChargeTotal)),
      tax: toMajorUnits(Number(totals.taxTotal)),
      total: toMajorUnits(Number(totals.revenueTotal)),
      tips: toMajorUnits(byType.reduce((s, row) => s + Number(row.tips), 0)),
      refunds_total: toMajorUnits(Number(refunds.amount)),
      refunds_count: refunds.count,
      voids_total: toMajorUnits(Number(voids.amount)),
      voids_count: voids.count,
      payments_by_type: paymentTypeTotals(byType),
      tips_by_staff: staffTips(byStaff),
    };
  }

  /** The shift with its cash and its sales: an X report while open, the close's record after. */
  async function view(tenantId: number, shift: repo.ShiftRow, currency: string): Promise<TShift> {
    const window = instantWindow(shift.openedAt, shift.closedAt);
    const [{ cash, expected, movements }, sales] = await Promise.all([
      drawerCash(db, tenantId, shift, window),
      salesOf(tenantId, window),
    ]);
    return {
      id: shift.id,
      status: shift.closedAt ? 'closed' : 'open',
      currency,
      opened_at: shift.openedAt.toISOString(),
      closed_at: shift.closedAt?.toISOString() ?? null,
      opened_by: shift.openedByName,
      closed_by: shift.closedByName,
      cash: {
        opening_float: toMajorUnits(cash.openingFloat),
        cash_taken: toMajorUnits(cash.cashTaken),
        cash_refunds: toMajorUnits(cash.cashRefunds),
        pay_ins: toMajorUnits(cash.payIns),
        pay_outs: toMajorUnits(cash.payOuts),
        expected: toMajorUnits(expected),
      },
      counted: major(shift.counted),
      variance: major(shift.variance),
      counts: shift.counts.map((c) => ({ denomination: toMajorUnits(c.denomination), count: c.count })),
      note: shift.note,
      movements: movements.map(movementView),
      sales,
    };
  }

  async function shiftOf(tenantId: number, shiftId: number) {
    const shift = await repo.findShift(db, tenantId, shiftId);
    if (!shift) throw notFound(SHIFTS_MESSAGES.shiftNotFound);
    return shift;
  }

  return {
    async current(actor: TenantAuth): Promise<TCurrentShift> {
      const { currency } = await storeContext(db, actor.tenantId);
      const open = await repo.findOpenShift(db, actor.tenantId);
      return {
        shift: open ? await view(actor.tenantId, open, currency) : null,
        currency,
        denominations: denominationsOf(currency).map(toMajorUnits),
      };
    },

    async list(actor: TenantAuth): Promise<TShiftListItem[]> {
      const rows = await repo.listShifts(db, actor.tenantId, HISTORY_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        status: row.closedAt ? 'closed' : 'open',
        opened_at: row.openedAt.toISOString(),
        closed_at: row.closedAt?.toISOString() ?? null,
        opened_by: row.openedByName,
        closed_by: row.closedByName,
        opening_float: toMajorUnits(row.openingFloat),
        expected: major(row.expected),
        counted: major(row.counted),
        variance: major(row.variance),
      }));
    },

    async get(actor: TenantAuth, shiftId: number): Promise<TShift> {
      const { currency } = await storeContext(db, actor.tenantId);
      return view(actor.tenantId, await shiftOf(actor.tenantId, shiftId), currency);
    },

    async open(actor: TenantAuth, input: { openingFloat: number }) {
      try {
        const row = await db.transaction(async (tx) => {
          const opened = await repo.insertShift(tx, actor.tenantId, {
            openingFloat: input.openingFloat,
            openedBy: actor.userId,
            openedByName: actor.name,
          });
          await recordAudit(tx, actor, {
            action: 'shift_open',
            subject: `Shift #${opened.id}`,
            amount: input.openingFloat,
            details: { float: toMajorUnits(input.openingFloat) },
          });
          return opened;
        });
        return { message: SHIFTS_MESSAGES.shiftOpened, id: row.id };
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(SHIFTS_MESSAGES.shiftAlreadyOpen);
        throw error;
      }
    },

    /** A pay-in or pay-out on an open shift; a retry with the same Idempotency-Key records it once. */
    async move(actor: TenantAuth, shiftId: number, input: MovementInput, idempotencyKey: string | null) {
      if (idempotencyKey) {
        const earlier = await repo.findMovementByKey(db, actor.tenantId, idempotencyKey);
        if (earlier) return { message: SHIFTS_MESSAGES.cashMoved, movement: movementView(earlier) };
      }
      try {
        const row = await db.transaction(async (tx) => {
          const shift = await repo.lockShift(tx, actor.tenantId, shiftId);
          if (!shift) throw notFound(SHIFTS_MESSAGES.shiftNotFound);
          if (shift.closedAt) throw conflict(SHIFTS_MESSAGES.shiftNotOpen);
          const movement = await repo.insertMovement(tx, actor.tenantId, {
            shiftId,
            ...input,
            idempotencyKey,
            createdBy: actor.userId,
            createdByName: actor.name,
          });
          await recordAudit(tx, actor, {
            action: input.kind,
            subject: `Shift #${shiftId}`,
            amount: input.amount,
            details: { reason: input.reason },
          });
          return movement;
        });
        return { message: SHIFTS_MESSAGES.cashMoved, movement: movementView(row) };
      } catch (error) {
        if (idempotencyKey && pgErrorCode(error) === UNIQUE_VIOLATION) {
          const earlier = await repo.findMovementByKey(db, actor.tenantId, idempotencyKey);
          if (earlier) return { message: SHIFTS_MESSAGES.cashMoved, movement: movementView(earlier) };
        }
        throw error;
      }
    },

    /**
     * Closes the shift with the drawer counted by note and coin: the expected cash, the count and
     * the variance are frozen on the shift. A second close (or a close racing this one) is a 409.
     */
    async close(actor: TenantAuth, shiftId: number, input: CloseInput) {
      const { currency } = await storeContext(db, actor.tenantId);
      const known = new Set(denominationsOf(currency));
      if (input.counts.some((c) => !known.has(c.denomination))) {
        throw badRequest(SHIFTS_MESSAGES.unknownDenomination);
      }
      const counts = mergeCounts(input.counts);
      const closed = await db.transaction(async (tx) => {
        const shift = await repo.lockShift(tx, actor.tenantId, shiftId);
        if (!shift) throw notFound(SHIFTS_MESSAGES.shiftNotFound);
        if (shift.closedAt) throw conflict(SHIFTS_MESSAGES.shiftNotOpen);
        const { cash, expected } = await drawerCash(
          tx,
          actor.tenantId,
          shift,
          instantWindow(shift.openedAt, null),
        );
        const counted = countedTotal(counts);
        const row = await repo.closeShift(tx, actor.tenantId, shiftId, {
          closedBy: actor.userId,
          closedByName: actor.name,
          cashTaken: cash.cashTaken,
          cashRefunds: cash.cashRefunds,
          expected,
          counted,
          variance: cashVariance(counted, expected),
          counts,
          note: input.note,
        });
        if (!row) throw conflict(SHIFTS_MESSAGES.shiftNotOpen);
        await recordAudit(tx, actor, {
          action: 'shift_close',
          subject: `Shift #${shiftId}`,
          amount: counted,
          details: {
            expected: toMajorUnits(expected),
            counted: toMajorUnits(counted),
            variance: toMajorUnits(counted - expected),
            note: input.note,
          },
        });
        return row;
      });
      return { message: SHIFTS_MESSAGES.shiftClosed, shift: await view(actor.tenantId, closed, currency) };
    },
  };
}

function movementView(row: repo.CashMovementRow): TCashMovement {
  return {
    id: row.id,
    kind: row.kind === 'pay_in' ? 'pay_in' : 'pay_out',
    amount: toMajorUnits(row.amount),
    reason: row.reason,
    by: row.createdByName,
    date: row.createdAt.toISOString(),
  };
}

/** One entry per note or coin, largest first, none of zero count. */
function mergeCounts(counts: DenominationCount[]): DenominationCount[] {
  const byValue = new Map<number, number>();
  for (const c of counts) byValue.set(c.denomination, (byValue.get(c.denomination) ?? 0) + c.count);
  return [...byValue]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => b - a)
    .map(([denomination, count]) => ({ denomination, count }));
}
