import type {
  TPaymentTypeTotal,
  TReport,
  TRevenueDay,
  TStaffTips,
  TStoreTopSellingItem,
} from '@mise/contracts';
import { addDays, type Period, toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { periodFromQuery, type StorePeriod, safeZone } from '../../lib/store-period';
import { findStoreSettings } from '../settings/settings.repository';
import * as repo from './reports.repository';

export const TOP_SELLING_LIMIT = 10;
/** Longer custom ranges list only the days with sales rather than every empty day. */
const MAX_FILLED_DAYS = 400;

export async function loadTopSellingItems(
  db: Db,
  tenantId: number,
  period: StorePeriod,
): Promise<TStoreTopSellingItem[]> {
  return (await repo.topSellingItems(db, tenantId, period, TOP_SELLING_LIMIT)).map((row) => ({
    item_id: row.itemId,
    title: row.title,
    price: toMajorUnits(row.price),
    orders_count: row.quantity,
  }));
}

/** Payments per type as the screens show them (major units); shared by Reports, the X and the Z report. */
export function paymentTypeTotals(
  rows: Awaited<ReturnType<typeof repo.paymentsByType>>,
): TPaymentTypeTotal[] {
  return rows.map((row) => ({
    payment_type: row.paymentType,
    count: row.count,
    amount: toMajorUnits(Number(row.amount)),
    tips: toMajorUnits(Number(row.tips)),
  }));
}

/** Tips per staff member as the screens show them (major units). */
export function staffTips(rows: Awaited<ReturnType<typeof repo.tipsByStaff>>): TStaffTips[] {
  return rows.map((row) => ({ user_id: row.userId, name: row.name, tips: toMajorUnits(Number(row.tips)) }));
}

export async function storeContext(db: Db, tenantId: number) {
  const store = await findStoreSettings(db, tenantId);
  return { zone: safeZone(store?.timezone), currency: store?.currency ?? 'USD' };
}

/** Every local day of the period with its revenue, 0 for days without sales. */
function fillDays(period: StorePeriod, days: Array<{ date: string; total: number }>): TRevenueDay[] {
  const byDate = new Map(days.map((d) => [d.date, Number(d.total)]));
  const filled: TRevenueDay[] = [];
  let day = period.from;
  for (let i = 0; day <= period.to && i < MAX_FILLED_DAYS; i += 1, day = addDays(day, 1)) {
    filled.push({ date: day, total: toMajorUnits(byDate.get(day) ?? 0) });
  }
  if (day <= period.to) return days.map((d) => ({ date: d.date, total: toMajorUnits(Number(d.total)) }));
  return filled;
}

/** The reports screen (spec 2 section 2.6): the period's figures, all from SQL. */
export function createReportsService(deps: Deps) {
  const { db } = deps;
  return {
    async report(actor: TenantAuth, query: { type: Period; from?: string; to?: string }): Promise<TReport> {
      const { zone, currency } = await storeContext(db, actor.tenantId);
      const period = periodFromQuery(zone, query, 'today');
      const tenantId = actor.tenantId;
      const [
        totals,
        days,
        ordersCount,
        newCustomers,
        repeatedCustomers,
        totalCustomers,
        topSellingItems,
        byType,
        byStaff,
        refunds,
        voids,
        compsCount,
      ] = await Promise.all([
        repo.invoiceTotals(db, tenantId, period),
        repo.revenueByDay(db, tenantId, period),
        repo.countOrders(db, tenantId, period),
        repo.countNewCustomers(db, tenantId, period),
        repo.countRepeatCustomers(db, tenantId, period),
        repo.countAllCustomers(db, tenantId),
        loadTopSellingItems(db, tenantId, period),
        repo.paymentsByType(db, tenantId, period),
        repo.tipsByStaff(db, tenantId, period),
        repo.refundTotals(db, tenantId, period),
        repo.voidTotals(db, tenantId, period),
        repo.countComps(db, tenantId, period),
      ]);
      const revenue = Number(totals.revenueTotal);
      return {
        ordersCount,
        newCustomers,
        repeatedCustomers,
        currency,
        averageOrderValue: totals.invoicesCount
          ? toMajorUnits(Math.round(revenue / totals.invoicesCount))
          : 0,
        totalCustomers,
        netRevenue: toMajorUnits(Number(totals.netRevenue)),
        grossSales: toMajorUnits(
          Number(totals.netRevenue) + Number(totals.discountsTotal) + Number(totals.compsTotal),
        ),
        discountsTotal: toMajorUnits(Number(totals.discountsTotal)),
        compsTotal: toMajorUnits(Number(totals.compsTotal)),
        compsCount,
        voidsTotal: toMajorUnits(Number(voids.amount)),
        voidsCount: voids.count,
        serviceChargeTotal: toMajorUnits(Number(totals.serviceChargeTotal)),
        taxTotal: toMajorUnits(Number(totals.taxTotal)),
        revenueTotal: toMajorUnits(revenue),
        invoicesCount: totals.invoicesCount,
        topSellingItems,
        revenueByDay: fillDays(period, days),
        paymentsByType: paymentTypeTotals(byType),
        tipsTotal: toMajorUnits(byType.reduce((sum, row) => sum + Number(row.tips), 0)),
        tipsByStaff: staffTips(byStaff),
        refundsTotal: toMajorUnits(Number(refunds.amount)),
        refundsCount: refunds.count,
        from: period.from,
        to: period.to,
      };
    },
  };
}
