import type { TStoreTopSellingItem } from '@mise/contracts';
import { EmptyState } from '../../components/ui/states';
import { useFormat } from '../../i18n/format';
import { useDashboardText } from './i18n';

/** Items sold most, by quantity, with a bar relative to the best seller. */
export function TopSellingList({
  items,
  currency,
  emptyText,
}: {
  items: TStoreTopSellingItem[];
  currency: string;
  emptyText: string;
}) {
  const { t } = useDashboardText();
  const { money } = useFormat();
  if (items.length === 0) return <EmptyState title={emptyText} />;
  const best = Math.max(1, items[0].orders_count);
  return (
    <ol className="divide-y divide-stone-100" aria-label={t('topSelling')}>
      {items.map((item, index) => (
        <li key={`${item.item_id}-${item.title}`} className="flex items-center gap-3 px-5 py-3">
          <span className="w-5 text-sm text-stone-500 tabular-nums">{index + 1}</span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-stone-900">{item.title}</p>
            <p className="text-sm text-stone-500">{money(Math.round(item.price * 100), currency)}</p>
          </div>
          <div className="hidden h-2 w-28 overflow-hidden rounded-full bg-stone-100 sm:block" aria-hidden>
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${(item.orders_count / best) * 100}%` }}
            />
          </div>
          <span
            className="w-14 text-end text-sm font-semibold text-stone-900 tabular-nums"
            title={t('quantitySold')}
          >
            {item.orders_count}
          </span>
        </li>
      ))}
    </ol>
  );
}
