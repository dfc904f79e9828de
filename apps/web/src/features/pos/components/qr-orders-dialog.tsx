import type { TQrOrder } from '@mise/contracts';
import { POS_QR_ORDER_MESSAGES } from '@mise/contracts/constants';
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

const CONFIRM_TEXT = POS_QR_ORDER_MESSAGES.confirm;
const CLEAR_FAILED = POS_QR_ORDER_MESSAGES.clearFailed;

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
  const { data, isPending, isError, refetch } = useQrOrders(true);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await withToast(work(), CLEAR_FAILED);
    } catch {
      // The toast told the user.
    } finally {
      setBusy(false);
      await refreshQrOrders(queryClient);
    }
  };

  const onDelete = async (qrOrder: TQrOrder) => {
    if (await confirm({ message: CONFIRM_TEXT, confirmLabel: 'Delete' }))
      await run(() => cancelQrOrder(qrOrder.id));
  };
  const onClearAll = async () => {
    if (await confirm({ message: CONFIRM_TEXT, confirmLabel: 'Clear All' })) await run(cancelAllQrOrders);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="QR Orders"
      description="Orders placed from the QR menu, waiting to be sent to the kitchen."
      size="lg"
      footer={
        <>
          <Button
            variant="danger"
            className="mr-auto"
            disabled={busy || !data || data.length === 0}
            onClick={onClearAll}
          >
            Clear All
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error loading details! Please try later!" onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="No Orders Pending!" />
      ) : (
        <ul aria-label="QR orders" className="divide-y divide-stone-100">
          {data.map((qrOrder) => {
            const count = qrOrder.items.reduce((n, i) => n + i.quantity, 0);
            const table = qrOrder.table_title
              ? `${qrOrder.table_title}${qrOrder.floor ? ` · ${qrOrder.floor}` : ''}`
              : 'No table';
            const who =
              qrOrder.customer_type === 'CUSTOMER'
                ? (qrOrder.customer_name ?? qrOrder.customer_id)
                : 'WALKIN';
            return (
              <li
                key={qrOrder.id}
                aria-label={`QR order ${qrOrder.id}`}
                className="flex items-center gap-3 py-2.5"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
                    <span className="truncate">{table}</span>
                    {selectedId === qrOrder.id ? <Badge tone="brand">In cart</Badge> : null}
                  </p>
                  <p className="truncate text-xs text-stone-500">
                    {who} · {count} {count === 1 ? 'item' : 'items'}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => onLoad(qrOrder)}
                  aria-label={`Load QR order ${qrOrder.id}`}
                >
                  <FolderOpen className="h-4 w-4" aria-hidden />
                  Load
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Delete QR order ${qrOrder.id}`}
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
