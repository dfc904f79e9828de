import type { TPosOpenTable } from '@mise/contracts';
import { canAccessArea, formatMoney, toMinorUnits } from '@mise/domain';
import { Link } from 'react-router';
import { getSessionUser } from '../../../lib/session';

/**
 * What the chosen table already has open: its orders, and when its bill is part paid what was
 * paid and what is still due, so a new round is not taken as if the table were empty.
 */
export function TableDue({ table, currency }: { table: TPosOpenTable | null; currency: string }) {
  if (!table) return null;
  const money = (major: number) => formatMoney(toMinorUnits(major) ?? 0, currency);
  const orders = `${table.open_orders} open ${table.open_orders === 1 ? 'order' : 'orders'}`;
  const user = getSessionUser();
  const canOpenOrders = user !== null && canAccessArea(user, 'orders');
  return (
    <p className="rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900" data-testid="table-due">
      {table.table_title ?? 'This table'} has {orders}
      {table.paid > 0
        ? ` · part paid ${money(table.paid)} · due ${money(table.due)}`
        : ` · due ${money(table.due)}`}
      {canOpenOrders ? (
        <>
          {' · '}
          <Link to="/dashboard/orders" className="font-medium underline">
            See on Orders
          </Link>
        </>
      ) : null}
    </p>
  );
}
