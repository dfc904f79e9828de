import { Ban, ClipboardList, EllipsisVertical, FilePlus2, FolderOpen, QrCode } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePosText } from '../i18n';

// The menu loads with the phone POS's first look at it, not with the till's code.
const DropdownMenu = lazy(async () => ({
  default: (await import('../../../components/ui/dropdown-menu')).DropdownMenu,
}));

/**
 * The POS header's actions on a phone, in one menu behind one thumb-sized button: New, QR Menu
 * Orders (with how many wait, also shown on the button), Drafts List, Sold Out, Table Orders.
 */
export function PhoneMoreMenu({
  qrOrdersCount,
  soldOutCount,
  onNew,
  onQrOrders,
  onDrafts,
  onSoldOut,
}: {
  qrOrdersCount: number;
  soldOutCount: number;
  onNew: () => void;
  onQrOrders: () => void;
  onDrafts: () => void;
  onSoldOut: () => void;
}) {
  const { t } = usePosText();
  const navigate = useNavigate();
  const label = qrOrdersCount > 0 ? t('moreActionsWaiting', { count: qrOrdersCount }) : t('moreActions');
  const trigger = (
    <Button variant="outline" size="icon" className="relative h-11 w-11" aria-label={label}>
      <EllipsisVertical className="h-5 w-5" aria-hidden />
      {qrOrdersCount > 0 ? (
        <span
          className="absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold text-white tabular-nums"
          data-testid="qr-orders-count"
          aria-hidden
        >
          {qrOrdersCount}
        </span>
      ) : null}
    </Button>
  );
  return (
    <Suspense fallback={trigger}>
      <DropdownMenu
        trigger={trigger}
        items={[
          { label: t('new'), icon: <FilePlus2 className="h-4 w-4" />, onSelect: onNew },
          {
            label: qrOrdersCount > 0 ? t('qrMenuOrdersCount', { count: qrOrdersCount }) : t('qrMenuOrders'),
            icon: <QrCode className="h-4 w-4" />,
            onSelect: onQrOrders,
          },
          { label: t('draftsList'), icon: <FolderOpen className="h-4 w-4" />, onSelect: onDrafts },
          {
            label: soldOutCount > 0 ? t('soldOutCount', { count: soldOutCount }) : t('soldOut'),
            icon: <Ban className="h-4 w-4" />,
            onSelect: onSoldOut,
          },
          {
            label: t('tableOrders'),
            icon: <ClipboardList className="h-4 w-4" />,
            onSelect: () => navigate('/dashboard/orders'),
          },
        ]}
      />
    </Suspense>
  );
}
