import type { TDashboard } from '@mise/contracts';
import type { TenantAuth } from '../../auth-context';
import type { Deps } from '../../deps';
import { periodFromQuery } from '../../lib/store-period';
import * as reports from '../reports/reports.repository';
import { loadTopSellingItems, storeContext } from '../reports/reports.service';
import { listReservations } from '../reservations/reservations.repository';
import { toReservation } from '../reservations/reservations.service';

/** The dashboard home (spec 1, Dashboard home): today, in the store's own timezone. */
export function createDashboardService(deps: Deps) {
  const { db } = deps;
  return {
    async home(actor: TenantAuth): Promise<TDashboard> {
      const { zone, currency } = await storeContext(db, actor.tenantId);
      const today = periodFromQuery(zone, { type: 'today' }, 'today');
      const tenantId = actor.tenantId;
      const [reservations, topSellingItems, ordersCount, newCustomerCount, repeatedCustomerCount] =
        await Promise.all([
          listReservations(db, tenantId, today),
          loadTopSellingItems(db, tenantId, today),
          reports.countOrders(db, tenantId, today),
          reports.countNewCustomers(db, tenantId, today),
          reports.countRepeatCustomers(db, tenantId, today),
        ]);
      return {
        reservations: reservations.map(toReservation),
        topSellingItems,
        ordersCount,
        newCustomerCount,
        repeatedCustomerCount,
        currency,
        today: today.from,
      };
    },
  };
}
