import { isManager } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm';
import { LiveAnnouncer, useLiveAnnouncer } from '../../components/ui/live-announcer';
import { LiveIndicator } from '../../components/ui/live-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { text } from '../../i18n/app-i18n';
import { errorMessage } from '../../lib/api-client';
import { useNow } from '../../lib/relative-time';
import { useSessionUser } from '../../lib/session';
import { withToast } from '../../lib/toast';
import { useLiveRefetch } from '../../lib/use-live-query';
import type { DiscountTarget } from '../discounts/api/discounts-api';
import { type QueuedOutcome, queueAction, useActionOutbox } from '../offline/action-outbox-runtime';
import { lineLabel, overlayActions } from '../offline/action-overlay';
import { useIsOnline } from '../offline/offline-indicator';
import { receiptLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { printBill, printOrderTickets } from '../printing/api/printing-api';
import { removeComp } from '../voids/api/voids-api';
import type { TOrderGroup, TOrderItem } from './api/order-types';
import {
  cancelOrders,
  completeAndPayOrders,
  orderGroupsKey,
  useOrderGroups,
  useOrdersInit,
} from './api/orders-api';
import { useOrdersText } from './i18n';
import { useOrderChangeAnnouncements } from './order-announcements';
import { type GroupActions, OrderGroupCard } from './order-group-card';
import { groupKey, groupTitle } from './order-status';
import { actionError, PayAndCompleteDialog } from './pay-and-complete-dialog';

// Dialogs opened from a card load with their first use, not with the page (issue 27 §4).
const CancelOrdersDialog = lazy(async () => ({
  default: (await import('../voids/cancel-orders-dialog')).CancelOrdersDialog,
}));
const VoidOrCompDialog = lazy(async () => ({
  default: (await import('../voids/void-or-comp-dialog')).VoidOrCompDialog,
}));
const DiscountDialog = lazy(async () => ({
  default: (await import('../discounts/discount-dialog')).DiscountDialog,
}));
const BillPaymentDialog = lazy(async () => ({
  default: (await import('../payments/bill-payment-dialog')).BillPaymentDialog,
}));

function printReceipt(orderIds: number[]) {
  if (!openPrintPopup(receiptLink(orderIds))) toast.error(text('orders:allowPopups'));
}

/** Orders (spec 1): open orders per table, their items' status, and closing a table. */
export function OrdersPage() {
  const { t } = useOrdersText();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const groups = useOrderGroups();
  const init = useOrdersInit();
  const now = useNow(30_000);
  const [paying, setPaying] = useState<TOrderGroup | null>(null);
  const [splitting, setSplitting] = useState<TOrderGroup | null>(null);
  // The group is looked up live, so the dialog follows what other tills change meanwhile.
  const [discounting, setDiscounting] = useState<{ key: string; target: DiscountTarget | null } | null>(null);
  const [adjusting, setAdjusting] = useState<{ item: TOrderItem; kind: 'void' | 'comp' } | null>(null);
  // Cancelling voids lines sent to the kitchen: a user who is not a manager gives a reason and a
  // manager approves; a manager gets the spec's confirmation alone.
  const [cancelling, setCancelling] = useState<TOrderGroup | null>(null);
  const user = useSessionUser();
  // Status changes, Complete and Cancel go through the device's action queue: the list shows them at
  // once, laid over the server's data while they wait to be sent (offline), and they are sent when
  // the connection returns. Payment needs the server's totals, so it waits for the connection.
  const online = useIsOnline();
  const queued = useActionOutbox();
  const overlaid = useMemo(
    () => (groups.data ? overlayActions(groups.data, queued.entries) : null),
    [groups.data, queued.entries],
  );
  const visibleGroups = overlaid?.groups;
  const discountGroup = discounting ? visibleGroups?.find((g) => groupKey(g) === discounting.key) : undefined;
  const [refreshing, setRefreshing] = useState(false);
  useLiveRefetch(orderGroupsKey);
  // What each live refetch brought (a new order, an order ready…), said to screen readers.
  const announcer = useLiveAnnouncer();
  useOrderChangeAnnouncements(groups.data, announcer.announce);

  const reload = () => queryClient.invalidateQueries({ queryKey: orderGroupsKey });

  const onRefresh = async () => {
    setRefreshing(true);
    const result = await groups.refetch();
    setRefreshing(false);
    if (result.isError) toast.error(t('loadError'));
    else toast.success(t('ordersLoaded'));
  };

  /** Runs an action with the spec's toasts and reloads the list whatever the outcome. */
  const act = async (work: () => Promise<unknown>) => {
    try {
      await withToast(work(), actionError());
    } catch {
      // The toast has told the user; the list below shows the server's state.
    } finally {
      await reload();
    }
  };

  /** A queued action with the spec's toasts: the server's message once sent, its refusal if refused. */
  const actQueued = async (work: () => Promise<QueuedOutcome>) => {
    try {
      const outcome = await work();
      if (outcome.state === 'sent' && outcome.message) toast.success(outcome.message);
    } catch (error) {
      toast.error(errorMessage(error, actionError()));
      await reload();
    }
  };

  const actions: GroupActions = {
    onPrintReceipt: (group) => printReceipt(group.order_ids),
    onPrintTickets: init.data?.printers.tickets
      ? (group) =>
          act(async () => {
            // Each order's tickets, for the stations its lines go to; one that no printer takes
            // (only drinks, no bar printer) does not stop the others.
            const outcomes = [];
            for (const orderId of group.order_ids) {
              outcomes.push(
                await printOrderTickets(orderId).then(
                  (sent) => ({ sent }),
                  (error: unknown) => ({ error }),
                ),
              );
            }
            const printed = outcomes.find((o) => 'sent' in o);
            if (printed && 'sent' in printed) return printed.sent;
            throw (outcomes[0] as { error: unknown }).error;
          })
      : undefined,
    onPrintBill: init.data?.printers.bills ? (group) => act(() => printBill(group.order_ids)) : undefined,
    onCancel: async (group) => {
      if (!(user && isManager(user))) {
        // A manager's approval is checked by the server there and then: it cannot wait on the device.
        if (!online) {
          toast.error(t('cancelNeedsConnection'));
          return;
        }
        setCancelling(group);
        return;
      }
      const ok = await confirm({
        title: t('cancelTitle', { title: groupTitle(group) }),
        message: t('cancelMessage'),
        confirmLabel: t('yesCancel'),
        cancelLabel: t('no'),
      });
      if (ok)
        await actQueued(() =>
          queueAction({
            kind: 'orders-cancel',
            target: group.order_ids,
            payload: { status: 'cancelled' },
            label: groupTitle(group),
          }),
        );
    },
    onComplete: async (group) => {
      const ok = await confirm({
        title: t('completeTitle', { title: groupTitle(group) }),
        message: t('completeMessage'),
        confirmLabel: t('complete'),
        tone: 'primary',
      });
      if (ok)
        await actQueued(() =>
          queueAction({
            kind: 'orders-complete',
            target: group.order_ids,
            payload: { status: 'completed' },
            label: groupTitle(group),
          }),
        );
    },
    // A part-paid table is finished from its bill, where the parts already taken are counted.
    onPayAndComplete: (group) => {
      if (!online) return void toast.error(t('paymentOffline'));
      if (group.paid > 0) setSplitting(group);
      else setPaying(group);
    },
    onSplitAndPay: (group) => (online ? setSplitting(group) : void toast.error(t('paymentOffline'))),
    onDiscount: (group, target) => setDiscounting({ key: groupKey(group), target }),
    onAdjustLine: (item, kind) => setAdjusting({ item, kind }),
    onRemoveComp: (item) => act(() => removeComp(item.id)),
    onItemStatus: (item, status) => {
      const order = visibleGroups?.flatMap((g) => g.orders).find((o) => o.id === item.order_id);
      return actQueued(() =>
        queueAction({
          kind: 'order-item-status',
          target: [item.id],
          payload: { status },
          label: lineLabel(order?.token_no, item.order_id, item.item_title),
        }),
      );
    },
  };

  return (
    <div className="mx-auto max-w-7xl">
      <LiveAnnouncer announcer={announcer} />
      <PageHeader
        title={t('title')}
        actions={
          <>
            <LiveIndicator />
            <Button variant="outline" onClick={onRefresh} loading={refreshing}>
              {refreshing ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
              {t('refresh')}
            </Button>
          </>
        }
      />
      {online ? null : (
        <p
          className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
          data-testid="orders-offline-note"
        >
          {t('offlineNote')} {t('paymentOffline')}
        </p>
      )}
      {groups.isPending ? (
        <LoadingState />
      ) : groups.isError && !groups.data ? (
        <ErrorState message={t('loadError')} onRetry={() => groups.refetch()} />
      ) : !visibleGroups || visibleGroups.length === 0 ? (
        <EmptyState title={t('noOrdersPending')} />
      ) : (
        <ul className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('orderGroups')}>
          {visibleGroups.map((group) => (
            <li key={groupKey(group)}>
              <OrderGroupCard
                group={group}
                now={now}
                actions={actions}
                currency={init.data?.storeSettings.currency}
                online={online}
                queuedItems={overlaid?.marks.items}
              />
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {cancelling ? (
          <CancelOrdersDialog
            title={t('cancelTitle', { title: groupTitle(cancelling) })}
            onCancel={async (why) => {
              const result = await cancelOrders(cancelling.order_ids, why);
              toast.success(result.message);
              await reload();
            }}
            onClose={() => setCancelling(null)}
          />
        ) : null}
        {adjusting ? (
          <VoidOrCompDialog item={adjusting.item} kind={adjusting.kind} onClose={() => setAdjusting(null)} />
        ) : null}
        {discounting && discountGroup ? (
          <DiscountDialog
            group={discountGroup}
            initial={discounting.target}
            currency={init.data?.storeSettings.currency ?? 'USD'}
            onClose={() => setDiscounting(null)}
          />
        ) : null}
        {splitting ? (
          <BillPaymentDialog
            // The table as it is now (a discount or a new round on another till), while it is open.
            group={groups.data?.find((g) => groupKey(g) === groupKey(splitting)) ?? splitting}
            paymentTypes={init.data?.paymentTypes ?? []}
            currency={init.data?.storeSettings.currency ?? 'USD'}
            onClose={() => {
              setSplitting(null);
              void reload();
            }}
            onSettled={() => void reload()}
          />
        ) : null}
      </Suspense>
      {paying ? (
        <PayAndCompleteDialog
          group={paying}
          init={init.data}
          onClose={() => setPaying(null)}
          onConfirm={async ({ summary, paymentTypeId, printReceipt: shouldPrint }) => {
            try {
              await withToast(
                completeAndPayOrders({
                  orderIds: paying.order_ids,
                  subTotal: summary.subtotal,
                  taxTotal: summary.taxTotal,
                  total: summary.total,
                  paymentTypeId,
                }),
                actionError(),
              );
            } catch {
              await reload();
              return;
            }
            setPaying(null);
            if (shouldPrint) printReceipt(paying.order_ids);
            await reload();
          }}
        />
      ) : null}
    </div>
  );
}
