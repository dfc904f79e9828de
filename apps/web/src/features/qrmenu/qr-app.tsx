import { getI18n, useTranslation } from '../../i18n/use-translation';
import { MenuStatusPage } from './menu-status-page';
import { OrderFailedPage } from './order-failed-page';
import { OrderSuccessPage } from './order-success-page';
import { QrCartPage } from './qr-cart-page';
import { startQrI18n } from './qr-i18n';
import { QrMenuPage } from './qr-menu-page';
import { useQrRoute } from './qr-router';

// Opened inside the dashboard (development) before any of its translated parts: the diner's own i18n.
if (!getI18n()) void startQrI18n();

/** Every diner page under /m/ (spec 2 sections 2.14 and 2.15), chosen by the diner's own router. */
export function QrApp() {
  const route = useQrRoute();
  // Inside the dashboard's bundle (development) the diner's texts arrive as their own chunk.
  const { t, ready } = useTranslation('qrmenu');
  if (!ready) return null;
  switch (route.page) {
    case 'menu':
      return <QrMenuPage key={route.qrcode} qrcode={route.qrcode} tableRef={route.tableRef} />;
    case 'cart':
      return <QrCartPage key={route.qrcode} qrcode={route.qrcode} />;
    case 'order-success':
      return <OrderSuccessPage />;
    case 'order-failed':
      return <OrderFailedPage />;
    default:
      return <MenuStatusPage kind="broken" title={t('brokenLink')} />;
  }
}
