import { canAccessArea } from '@mise/domain';
import { TriangleAlert } from 'lucide-react';
import { useSessionUser } from '../../lib/session';
import { useStockAlerts } from './api/inventory-api';
import { useInventoryText } from './i18n';
import { useQuantity } from './quantity';

/**
 * The till's low-stock banner (issue 20 §4): the ingredients at or under their low level, kept live
 * by the server's stock_alert event; nothing when all is well or the user may not see it.
 */
export function LowStockAlert() {
  const user = useSessionUser();
  if (!user || !canAccessArea(user, 'stockAlerts')) return null;
  return <LowStockBanner />;
}

function LowStockBanner() {
  const { t } = useInventoryText();
  const { quantity } = useQuantity();
  const { data } = useStockAlerts();
  if (!data || data.low.length === 0) return null;
  const names = data.low.map((i) => `${i.name} (${quantity(i.stockMilli, i.unit)})`);
  return (
    <section
      role="status"
      aria-label={t('lowStock')}
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        <strong>{t('lowStockColon')}</strong> {names.join(', ')}
      </p>
    </section>
  );
}
