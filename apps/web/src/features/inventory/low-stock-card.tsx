import { canAccessArea } from '@mise/domain';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/states';
import { useSessionUser } from '../../lib/session';
import { useStockAlerts } from './api/inventory-api';
import { useInventoryText } from './i18n';
import { useQuantity } from './quantity';

/** The dashboard's Low stock card (issue 20 §4): what is at or under its level, live. */
export function LowStockCard() {
  const user = useSessionUser();
  if (!user || !canAccessArea(user, 'stockAlerts')) return null;
  return <LowStockList canOpen={canAccessArea(user, 'inventory')} />;
}

function LowStockList({ canOpen }: { canOpen: boolean }) {
  const { t } = useInventoryText();
  const { quantity } = useQuantity();
  const { data, isPending } = useStockAlerts();
  if (isPending || !data) return null;
  return (
    <Card aria-label={t('lowStock')}>
      <CardHeader>
        <CardTitle>{t('lowStock')}</CardTitle>
        <TriangleAlert className="h-5 w-5 text-amber-600" aria-hidden />
      </CardHeader>
      {data.low.length === 0 ? (
        <EmptyState title={t('nothingLow')} />
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={t('ingredientsRunningLow')}>
          {data.low.map((i) => (
            <li key={i.id} className="flex items-center justify-between gap-3 px-5 py-3">
              {canOpen ? (
                <Link
                  to={`/dashboard/inventory/${i.id}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {i.name}
                </Link>
              ) : (
                <span className="font-medium text-stone-900">{i.name}</span>
              )}
              <span className="text-sm text-stone-600">
                {quantity(i.stockMilli, i.unit)}{' '}
                <Badge tone="red">
                  {t('lowAtQuantity', { quantity: quantity(i.lowStockMilli, i.unit) })}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
