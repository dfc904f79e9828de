import { MenuStatusPage } from './menu-status-page';
import { OrderFailedPage } from './order-failed-page';
import { OrderSuccessPage } from './order-success-page';
import { QrCartPage } from './qr-cart-page';
import { QrMenuPage } from './qr-menu-page';
import { useQrRoute } from './qr-router';
import { QR_TEXTS } from './qr-texts';

/** Every diner page under /m/ (spec 2 sections 2.14 and 2.15), chosen by the diner's own router. */
export function QrApp() {
  const route = useQrRoute();
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
      return <MenuStatusPage kind="broken" title={QR_TEXTS.brokenLink} />;
  }
}
