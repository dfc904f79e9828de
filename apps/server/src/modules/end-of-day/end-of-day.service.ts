import { END_OF_DAY_MESSAGES, type TEndOfDay, type TTaxAtRate } from '@mise/contracts';
import { localDate, toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict } from '../../lib/errors';
import { type StorePeriod, storePeriod } from '../../lib/store-period';
import { recordAudit } from '../audit/audit-recorder';
import * as reportsRepo from '../reports/reports.repository';
import { loadTopSellingItems, paymentTypeTotals, staffTips, storeContext } from '../reports/reports.service';
import * as repo from './end-of-day.repository';
import { endOfDayCsv } from './end-of-day-csv';

const money = (minor: number) => toMajorUnits(Number(minor));
/** Hundredths of a percent → percent. */
const percent = (basisPoints: number) => basisPoints / 100;

/**
 * End of day, the Z report (issue 17): one business day of the store (its local date) summed from
 * invoices, payments, refunds, voids and the cash drawer's shifts. Until the day is closed it is
 * computed on every read; closing it stores the figures, which are read back as they were ever
 * after. A refund given later counts on the day it is given (DOMAIN.md "Refund").
 */
export function createEndOfDayService(deps: Deps) {
  const { db } = deps;

  async function tally(
    tenantId: number,
    date: string,
    period: StorePeriod,
    currency: string,
  ): Promise<TEndOfDay> {
    const [
      totals,
      ordersCount,
      covers,
      voids,
      compsCount,
      refunds,
      byType,
      byStaffTips,
      lineTax,
      chargeTax,
      cash,
      openShifts,
      byCategory,
      byHour,
      byStaff,
      topItems,
    ] = await Promise.all([
      reportsRepo.invoiceTotals(db, tenantId, period),
      reportsRepo.countOrders(db, tenantId, period),
      repo.countCovers(db, tenantId, period),
      reportsRepo.voidTotals(db, tenantId, period),
      reportsRepo.countComps(db, tenantId, period),
      reportsRepo.refundTotals(db, tenantId, period),
      reportsRepo.paymentsByType(db, tenantId, period),
      reportsRepo.tipsByStaff(db, tenantId, period),
      repo.lineTaxByRate(db, tenantId, period),
      repo.serviceChargeTaxByRate(db, tenantId, period),
      repo.closedShiftsCash(db, tenantId, period),
      repo.countOpenShifts(db, tenantId, period),
      repo.salesByCategory(db, tenantId, period),
      repo.invoicesByHour(db, tenantId, period),
      repo.salesByStaff(db, tenantId, period),
      loadTopSellingItems(db, tenantId, period),
    ]);
    const net = Number(totals.netRevenue);
    const discounts = Number(totals.discountsTotal);
    const comps = Number(totals.compsTotal);
    const paid = byType.reduce((sum, row) => sum + Number(row.amount), 0);
    const tips = byType.reduce((sum, row) => sum + Number(row.tips), 0);
    return {
      date,
      currency,
      status: 'open',
      closed_at: null,
      closed_by: null,
      orders_count: ordersCount,
      covers,
      invoices_count: totals.invoicesCount,
      gross_sales: money(net + discounts + comps),
      discounts: money(discounts),
      comps: money(comps),
      comps_count: compsCount,
      voids: money(voids.amount),
      voids_count: voids.count,
      net_sales: money(net),
      service_charge: money(totals.serviceChargeTotal),
      tax_total: money(totals.taxTotal),
      tax_by_rate: taxByRate(lineTax, chargeTax),
      total: money(totals.revenueTotal),
      refunds: money(refunds.amount),
      refunds_count: refunds.count,
      net_takings: money(paid - Number(refunds.amount)),
      tips: money(tips),
      tips_by_staff: staffTips(byStaffTips),
      payments_by_type: paymentTypeTotals(byType),
      cash: {
        shifts_closed: cash.count,
        expected: money(cash.expected),
        counted: money(cash.counted),
        variance: money(cash.variance),
      },
      open_shifts: openShifts,
      by_category: byCategory.map((row) => ({
        category: row.category,
        quantity: row.quantity,
        net_sales: money(row.net),
      })),
      by_hour: byHour.map((row) => ({ hour: row.hour, invoices: row.invoices, total: money(row.total) })),
      by_staff: byStaff.map((row) => ({ name: row.name, orders: row.orders, net_sales: money(row.net) })),
      top_items: topItems,
    };
  }

  /** The business day asked for (`today`: the store's own), its instants and the store's currency. */
  async function dayOf(tenantId: number, asked: string) {
    const { zone, currency } = await storeContext(db, tenantId);
    const today = localDate(zone);
    const date = asked === 'today' ? today : asked;
    if (date > today) throw badRequest(END_OF_DAY_MESSAGES.futureDay);
    return { date, period: storePeriod(zone, { from: date, to: date }), currency };
  }

  async function report(actor: TenantAuth, asked: string): Promise<TEndOfDay> {
    const { date, period, currency } = await dayOf(actor.tenantId, asked);
    const closed = await repo.findDayClose(db, actor.tenantId, date);
    if (closed) return closed.figures as unknown as TEndOfDay;
    return tally(actor.tenantId, date, period, currency);
  }

  return {
    report,

    /**
     * Closes the day: its figures are taken now and kept. Refused while a shift is open (its cash
     * would be missing from the day), for a day that has not started, and for a closed day.
     */
    async close(actor: TenantAuth, asked: string) {
      const { date, period, currency } = await dayOf(actor.tenantId, asked);
      if (await repo.findDayClose(db, actor.tenantId, date))
        throw conflict(END_OF_DAY_MESSAGES.alreadyClosed);
      if ((await repo.countOpenShifts(db, actor.tenantId, period)) > 0)
        throw conflict(END_OF_DAY_MESSAGES.shiftOpen);
      const figures = await tally(actor.tenantId, date, period, currency);
      const closedAt = new Date();
      const frozen: TEndOfDay = {
        ...figures,
        status: 'closed',
        closed_at: closedAt.toISOString(),
        closed_by: actor.name,
      };
      try {
        await db.transaction(async (tx) => {
          await repo.insertDayClose(tx, actor.tenantId, {
            businessDate: date,
            figures: frozen as unknown as Record<string, unknown>,
            closedBy: actor.userId,
            closedByName: actor.name,
          });
          await recordAudit(tx, actor, {
            action: 'day_close',
            subject: date,
            amount: Math.round(frozen.total * 100),
            details: { invoices: frozen.invoices_count, cash_variance: frozen.cash.variance },
          });
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(END_OF_DAY_MESSAGES.alreadyClosed);
        throw error;
      }
      return { message: END_OF_DAY_MESSAGES.dayClosed, report: frozen };
    },

    async csv(actor: TenantAuth, asked: string) {
      const z = await report(actor, asked);
      return { date: z.date, csv: endOfDayCsv(z) };
    },
  };
}

/** Line tax and service charge tax merged per rate, lowest rate first. */
function taxByRate(
  lines: Array<{ rate: number; title: string; amount: number }>,
  charges: Array<{ rate: number; amount: number }>,
): TTaxAtRate[] {
  const byRate = new Map<number, { titles: string[]; amount: number }>();
  const add = (rate: number, title: string, amount: number) => {
    const entry = byRate.get(rate) ?? { titles: [], amount: 0 };
    if (title && !entry.titles.includes(title)) entry.titles.push(title);
    entry.amount += Number(amount);
    byRate.set(rate, entry);
  };
  for (const row of lines) add(row.rate, row.title, row.amount);
  for (const row of charges) add(row.rate, 'Service charge tax', row.amount);
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, entry]) => ({
      rate: percent(rate),
      title: entry.titles.join(', '),
      amount: money(entry.amount),
    }));
}
