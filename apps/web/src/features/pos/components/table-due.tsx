import type { TPosOpenTable } from '@mise/contracts';
import { canAccessArea, toMinorUnits } from '@mise/domain';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { getSessionUser } from '../../../lib/session';
import { usePosText } from '../i18n';

/**
 * What the chosen table already has open: its orders, and when its bill is part paid what was
 * paid and what is still due, so a new round is not taken as if the table were empty.
 */
export function TableDue({ table, currency }: { table: TPosOpenTable | null; currency: string }) {
  const { t } = usePosText();
  const format = useFormat();
  if (!table) return null;
  const money = (major: number) => format.money(toMinorUnits(major) ?? 0, currency);
  const user = getSessionUser();
  const canOpenOrders = user !== null && canAccessArea(user, 'orders');
  return (
    <p className="rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900" data-testid="table-due">
      {t('tableHasOrders', { table: table.table_title ?? t('thisTable'), count: table.open_orders })}
      {table.paid > 0
        ? ` · ${t('partPaid', { amount: money(table.paid) })} · ${t('due', { amount: money(table.due) })}`
        : ` · ${t('due', { amount: money(table.due) })}`}
      {canOpenOrders ? (
        <>
          {' · '}
          <Link to="/dashboard/orders" className="font-medium underline">
            {t('seeOnOrders')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
