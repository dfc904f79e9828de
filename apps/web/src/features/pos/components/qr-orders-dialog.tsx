import type { TQrOrder } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { withToast } from '../../../lib/toast';
import { cancelAllQrOrders, cancelQrOrder, refreshQrOrders, useQrOrders } from '../api/qr-orders-api';
import { usePosText } from '../i18n';

/**
 * QR Orders: what diners ordered from the table QR menus, waiting for staff. Load puts one in the
 * cart; delete cancels one, Clear All cancels every one (both confirmed first).
 */
export function QrOrdersDialog({
  selectedId,
  onLoad,
  onClose,
}: {
  selectedId: number | null;
  onLoad: (qrOrder: TQrOrder) => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const { data, isPending, isError, refetch } = useQrOrders(true);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      // The words of POS_QR_ORDER_MESSAGES (contracts), in the POS's language.
      await withToast(work(), t('clearFailed'));
    } catch {
      // The toast told the user.
    } finally {
      setBusy(false);
      await refreshQrOrders(queryClient);
    }
  };

  const onDelete = async (qrOrder: TQrOrder) => {
    if (await confirm({ message: t('confirmIrreversible'), confirmLabel: t('delete') }))
      await run(() => cancelQrOrder(qrOrder.id));
  };
  const onClearAll = async () => {
    if (await confirm({ message: t('confirmIrreversible'), confirmLabel: t('clearAll') }))
      await run(cancelAllQrOrders);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('qrOrders')}
      description={t('qrOrdersHint')}
      size="lg"
      footer={
        <>
          <Button
            variant="danger"
            className="me-auto"
            disabled={busy || !data || data.length === 0}
            onClick={onClearAll}
          >
            {t('clearAll')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('noOrdersPending')} />
      ) : (
        <ul aria-label={t('qrOrdersList')} className="divide-y divide-stone-100">
          {data.map((qrOrder) => {
            const count = qrOrder.items.reduce((n, i) => n + i.quantity, 0);
            const table = qrOrder.table_title
              ? `${qrOrder.table_title}${qrOrder.floor ? ` · ${qrOrder.floor}` : ''}`
              : t('noTable');
            const who =
              qrOrder.customer_type === 'CUSTOMER'
                ? (qrOrder.customer_name ?? qrOrder.customer_id)
                : t('walkIn');
            return (
              <li
                key={qrOrder.id}
                aria-label={t('qrOrderNumber', { id: qrOrder.id })}
                className="flex items-center gap-3 py-2.5"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
                    <span className="truncate">{table}</span>
                    {selectedId === qrOrder.id ? <Badge tone="brand">{t('inCart')}</Badge> : null}
                  </p>
                  <p className="truncate text-xs text-stone-500">
                    {who} · {t('itemsCount', { count })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => onLoad(qrOrder)}
                  aria-label={t('loadQrOrder', { id: qrOrder.id })}
                >
                  <FolderOpen className="h-4 w-4" aria-hidden />
                  {t('load')}
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t('deleteQrOrder', { id: qrOrder.id })}
                  onClick={() => onDelete(qrOrder)}
                >
                  <Trash2 className="h-4 w-4 text-red-600" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
