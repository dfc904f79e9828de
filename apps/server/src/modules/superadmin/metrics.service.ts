import type {
  TExchangeRates,
  TSalesConversion,
  TSuperadminDashboard,
  TSuperadminReport,
  TUnconvertedStore,
} from '@mise/contracts';
import { convertToUsdMinor, localDate, type Period, toMajorUnits } from '@mise/domain';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import * as rates from './exchange-rates.repository';
import * as metrics from './metrics.repository';
import { windowFor } from './time-windows';

const TOP_SELLING_LIMIT = 10;
// The date of a rate may not be later than the latest date anywhere on Earth right now.
const LATEST_ZONE = 'Pacific/Kiritimati';

/** The operator's figures: dashboard cards, reports, and the exchange rates they convert with. */
export function createMetricsService(deps: Deps) {
  const { db } = deps;
  const billingEnabled = Boolean(deps.config.stripe);

  /** One window per timezone stores use: a period means each store's own local days. */
  async function windowsFor(period: Period, custom: { from?: string; to?: string } = {}) {
    const zones = await metrics.listStoreTimezones(db);
    return zones.map((zone) => windowFor(zone, period, custom));
  }

  async function tenantCounts() {
    const [activeTenants, paying] = await Promise.all([
      metrics.countTenantsInGoodStanding(db, billingEnabled),
      billingEnabled ? metrics.countPayingTenants(db) : Promise.resolve(0),
    ]);
    return { activeTenants, mrr: paying, arr: paying };
  }

  /**
   * Sales of every store converted to US dollars with the stored rates. Stores whose currency has no
   * rate are left out of the sum and listed, so the operator knows the figure is incomplete.
   */
  async function salesInUsd(windows: Awaited<ReturnType<typeof windowsFor>>) {
    const stores = await metrics.salesByStore(db, windows);
    const foreign = [...new Set(stores.map((s) => s.currency).filter((c) => c !== 'USD'))];
    const known = new Map((await rates.findExchangeRates(db, foreign)).map((r) => [r.currency, r]));
    let usdMinor = 0;
    let ratesAsOf: string | null = null;
    const unconvertedStores: TUnconvertedStore[] = [];
    for (const store of stores) {
      if (store.currency === 'USD') {
        usdMinor += store.total;
        continue;
      }
      const rate = known.get(store.currency);
      if (!rate) {
        unconvertedStores.push({
          tenantId: store.tenantId,
          name: store.name,
          currency: store.currency,
          total: toMajorUnits(store.total),
        });
        continue;
      }
      usdMinor += convertToUsdMinor(store.total, rate.usdPerUnit);
      if (!ratesAsOf || rate.asOf < ratesAsOf) ratesAsOf = rate.asOf;
    }
    unconvertedStores.sort((a, b) => a.name.localeCompare(b.name));
    const conversion: TSalesConversion = { unconvertedStores, ratesAsOf };
    return { usd: toMajorUnits(usdMinor), conversion };
  }

  return {
    async dashboard(): Promise<TSuperadminDashboard> {
      const today = await windowsFor('today');
      const [counts, sales, ordersProcessedToday] = await Promise.all([
        tenantCounts(),
        salesInUsd(today),
        metrics.countOrders(db, today),
      ]);
      return {
        ...counts,
        ordersProcessedToday,
        salesVolumeToday: sales.usd,
        salesConversion: sales.conversion,
      };
    },

    async report(query: { type: Period; from?: string; to?: string }): Promise<TSuperadminReport> {
      const windows = await windowsFor(query.type, query);
      const [counts, totalCustomers, sales, ordersProcessed, top] = await Promise.all([
        tenantCounts(),
        metrics.countAllCustomers(db),
        salesInUsd(windows),
        metrics.countOrders(db, windows),
        metrics.topSellingItems(db, windows, TOP_SELLING_LIMIT),
      ]);
      return {
        ...counts,
        totalCustomers,
        salesVolume: sales.usd,
        ordersProcessed,
        salesConversion: sales.conversion,
        topSellingItems: top.map((item) => ({
          tenant_name: item.tenantName,
          tenant_id: item.tenantId,
          item_id: item.itemId,
          title: item.title,
          qty: item.qty,
        })),
      };
    },

    async exchangeRates(): Promise<TExchangeRates> {
      const [stored, used] = await Promise.all([rates.listExchangeRates(db), rates.listStoreCurrencies(db)]);
      const withRate = new Set(stored.map((r) => r.currency));
      return {
        rates: stored.map((r) => ({
          currency: r.currency,
          usdPerUnit: r.usdPerUnit,
          asOf: r.asOf,
          updatedAt: r.updatedAt.toISOString(),
        })),
        storeCurrencies: used.map((u) => ({
          currency: u.currency,
          stores: u.stores,
          hasRate: u.currency === 'USD' || withRate.has(u.currency),
        })),
      };
    },

    async saveExchangeRate(input: { currency: string; usdPerUnit: string; asOf: string }) {
      if (input.asOf > localDate(LATEST_ZONE))
        throw badRequest('The date of the rate cannot be in the future!');
      await rates.saveExchangeRate(db, input);
      return { message: `Exchange rate for ${input.currency} saved!` };
    },

    async deleteExchangeRate(currency: string) {
      if (!(await rates.deleteExchangeRate(db, currency))) throw notFound('Exchange rate not found!');
      return { message: `Exchange rate for ${currency} removed!` };
    },
  };
}
