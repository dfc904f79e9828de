import {
  Ban,
  CheckCheck,
  ChefHat,
  Clock,
  CreditCard,
  EllipsisVertical,
  Gift,
  MapPin,
  Percent,
  Printer,
  ReceiptText,
  Split,
} from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DropdownMenu } from '../../components/ui/dropdown-menu';
import { useFormat } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { formatClockTime, formatElapsed } from '../../lib/relative-time';
import { FireCourseButtons } from '../courses/fire-course-buttons';
import { amountToMinor } from '../print/receipt-model';
import type { TItemStatus, TOrder, TOrderGroup, TOrderItem } from './api/order-types';
import { useOrdersText } from './i18n';
import { ItemStatusIcon } from './item-status-icon';
import {
  courseLabel,
  groupTitle,
  ITEM_STATUS_ACTIONS,
  isPaid,
  itemStatusActionLabel,
  itemStatusLabel,
  paymentStatusLabel,
} from './order-status';

export interface GroupActions {
  onPrintReceipt: (group: TOrderGroup) => void;
  /** Sends the group's kitchen tickets or its bill to the network printers; absent without one. */
  onPrintTickets?: (group: TOrderGroup) => void;
  onPrintBill?: (group: TOrderGroup) => void;
  onCancel: (group: TOrderGroup) => void;
  onComplete: (group: TOrderGroup) => void;
  onPayAndComplete: (group: TOrderGroup) => void;
  onSplitAndPay: (group: TOrderGroup) => void;
  /** Opens the void or comp dialog of a line. */
  onAdjustLine: (item: TOrderItem, kind: 'void' | 'comp') => void;
  /** Charges a comped line again. */
  onRemoveComp: (item: TOrderItem) => void;
  /** Opens the discount dialog on the group, at a line or an order when one is given. */
  onDiscount: (group: TOrderGroup, target: { orderId: number; lineId: number | null } | null) => void;
  onItemStatus: (item: TOrderItem, status: TItemStatus) => void;
}

/** One table (or the Dine Out / Delivery pile) with its open orders. */
export function OrderGroupCard({
  group,
  now,
  actions,
  currency = 'USD',
  online = true,
  queuedItems,
}: {
  group: TOrderGroup;
  now: number;
  actions: GroupActions;
  currency?: string;
  /** Offline, payment is unavailable: it needs the server's totals. */
  online?: boolean;
  /** Lines whose status change waits on this device to be sent: shown with a clock. */
  queuedItems?: ReadonlySet<number>;
}) {
  const { t } = useOrdersText();
  const title = groupTitle(group);
  return (
    <Card className="flex flex-col" aria-label={title}>
      <div className="flex items-start justify-between gap-2 border-b border-stone-100 px-4 py-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-stone-900">{title}</h2>
          {group.floor ? (
            <p className="flex items-center gap-1 text-xs text-stone-500">
              <MapPin className="h-3.5 w-3.5" aria-hidden />
              {t('floor', { floor: group.floor })}
            </p>
          ) : null}
        </div>
        <DropdownMenu
          trigger={
            <Button
              variant="ghost"
              size="icon-sm"
              className="phone:h-11 phone:w-11"
              aria-label={t('actionsFor', { title })}
            >
              <EllipsisVertical className="h-4 w-4" aria-hidden />
            </Button>
          }
          items={[
            {
              label: t('printReceipt'),
              icon: <Printer className="h-4 w-4" />,
              onSelect: () => actions.onPrintReceipt(group),
            },
            ...(actions.onPrintTickets
              ? [
                  {
                    label: t('printKitchenTickets'),
                    icon: <ChefHat className="h-4 w-4" />,
                    onSelect: () => actions.onPrintTickets?.(group),
                  },
                ]
              : []),
            ...(actions.onPrintBill
              ? [
                  {
                    label: t('printBill'),
                    icon: <ReceiptText className="h-4 w-4" />,
                    onSelect: () => actions.onPrintBill?.(group),
                  },
                ]
              : []),
            {
              label: t('cancel'),
              icon: <Ban className="h-4 w-4" />,
              tone: 'danger',
              onSelect: () => actions.onCancel(group),
            },
            {
              label: t('complete'),
              icon: <CheckCheck className="h-4 w-4" />,
              onSelect: () => actions.onComplete(group),
            },
            {
              label: t('payAndComplete'),
              icon: <CreditCard className="h-4 w-4" />,
              disabled: !online,
              onSelect: () => actions.onPayAndComplete(group),
            },
            {
              label: t('splitAndPay'),
              icon: <Split className="h-4 w-4" />,
              disabled: !online,
              onSelect: () => actions.onSplitAndPay(group),
            },
            {
              label: t('discount'),
              icon: <Percent className="h-4 w-4" />,
              onSelect: () => actions.onDiscount(group, null),
            },
          ]}
        />
      </div>
      {group.paid > 0 ? <PartPaidNote group={group} currency={currency} /> : null}
      <ul className="divide-y divide-stone-100">
        {group.orders.map((order) => (
          <OrderBlock
            key={order.id}
            order={order}
            now={now}
            currency={currency}
            queuedItems={queuedItems}
            onItemStatus={actions.onItemStatus}
            onAdjustLine={actions.onAdjustLine}
            onRemoveComp={actions.onRemoveComp}
            onDiscountLine={(item) => actions.onDiscount(group, { orderId: order.id, lineId: item.id })}
          />
        ))}
      </ul>
    </Card>
  );
}

/** A table paid in parts: what its bill has taken and what is still due. */
function PartPaidNote({ group, currency }: { group: TOrderGroup; currency: string }) {
  const { t } = useOrdersText();
  const { money } = useFormat();
  const paid = amountToMinor(group.paid);
  const payable = group.orders
    .filter((o) => !isPaid(o.payment_status))
    .reduce((sum, o) => sum + amountToMinor(o.payable_total), 0);
  return (
    <p
      className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-sm text-amber-900"
      data-testid="part-paid"
    >
      {t('partPaid', { paid: money(paid, currency), due: money(Math.max(0, payable - paid), currency) })}
    </p>
  );
}

function OrderBlock({
  order,
  now,
  currency,
  queuedItems,
  onItemStatus,
  onAdjustLine,
  onRemoveComp,
  onDiscountLine,
}: {
  order: TOrder;
  now: number;
  currency: string;
  queuedItems?: ReadonlySet<number>;
  onItemStatus: GroupActions['onItemStatus'];
  onAdjustLine: GroupActions['onAdjustLine'];
  onRemoveComp: GroupActions['onRemoveComp'];
  onDiscountLine: (item: TOrderItem) => void;
}) {
  const { t } = useOrdersText();
  const format = useFormat();
  const money = (major: number) => format.money(amountToMinor(major), currency);
  const paid = isPaid(order.payment_status);
  return (
    <li className="px-4 py-3" aria-label={t('tokenLabel', { token: order.token_no ?? order.id })}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-stone-900 px-2 py-0.5 text-sm font-bold text-white tabular-nums">
          #{order.token_no ?? '—'}
        </span>
        <time dateTime={order.date} title={formatClockTime(order.date)} className="text-xs text-stone-500">
          {formatElapsed(order.date, now)}
        </time>
        <Badge tone={paid ? 'green' : 'amber'} className="ms-auto">
          {paymentStatusLabel(order.payment_status)}
        </Badge>
      </div>
      {order.customer_name ? <p className="mb-1 text-xs text-stone-500">{order.customer_name}</p> : null}
      <ul className="space-y-1.5" aria-label={t('items')}>
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start gap-2" data-status={item.status}>
            <ItemStatusIcon status={item.status} className="mt-0.5" />
            <div
              className={cn('min-w-0 flex-1', item.status === 'cancelled' && 'text-stone-500 line-through')}
            >
              <p className="text-sm font-medium text-stone-800">
                <span className="tabular-nums">{t('quantityTimes', { quantity: item.quantity })} </span>
                {item.item_title}
                {item.seat !== null ? (
                  <span className="ms-1.5 text-xs font-normal text-stone-600">
                    · {t('seat', { seat: item.seat })}
                  </span>
                ) : null}
                {item.course !== null ? (
                  <span className="ms-1.5 text-xs font-normal text-stone-600">
                    · {courseLabel(item.course)}
                  </span>
                ) : null}
                <span className="ms-1.5 text-xs font-normal text-stone-500 no-underline">
                  · {item.held && item.status !== 'cancelled' ? t('held') : itemStatusLabel(item.status)}
                </span>
              </p>
              {item.variant_title || item.addons?.length ? (
                <p className="text-xs text-stone-500">
                  {[item.variant_title, ...(item.addons ?? []).map((a) => a.title)]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              ) : null}
              {item.notes ? <p className="text-xs text-amber-700 italic">{item.notes}</p> : null}
              {queuedItems?.has(item.id) ? (
                <p
                  className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 no-underline"
                  data-testid="waiting-to-send"
                >
                  <Clock className="h-3.5 w-3.5" aria-hidden />
                  {t('waitingToSend')}
                </p>
              ) : null}
              {item.adjustment ? (
                <p className="text-xs text-stone-700 no-underline" data-testid="line-adjustment">
                  {item.adjustment.kind === 'void'
                    ? t('void')
                    : t('compAmount', { amount: money(item.line_total) })}
                  {item.adjustment.reason ? ` · ${item.adjustment.reason}` : ''}
                </p>
              ) : null}
              {item.discount && item.status !== 'cancelled' && !item.adjustment ? (
                <p className="text-xs text-emerald-800" data-testid="line-discount">
                  {t('discountAmount', { amount: money(item.discount.amount), reason: item.discount.reason })}
                </p>
              ) : null}
            </div>
            <DropdownMenu
              trigger={
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="phone:h-11 phone:w-11"
                  aria-label={t('statusOf', { item: item.item_title, status: itemStatusLabel(item.status) })}
                >
                  <EllipsisVertical className="h-4 w-4" aria-hidden />
                </Button>
              }
              items={[
                // Removing a line is a void (a reason, a manager); bringing a voided one back stays a status.
                ...ITEM_STATUS_ACTIONS.filter(({ status }) => status !== 'cancelled').map((action) => ({
                  label: itemStatusActionLabel(action),
                  // A held line is not made until its course is fired (the server refuses it too).
                  disabled: item.status === action.status || (item.held && action.status !== 'created'),
                  onSelect: () => onItemStatus(item, action.status),
                })),
                {
                  label: t('discount'),
                  icon: <Percent className="h-4 w-4" />,
                  disabled: paid || item.status === 'cancelled' || item.adjustment?.kind === 'comp',
                  onSelect: () => onDiscountLine(item),
                },
                item.adjustment?.kind === 'comp'
                  ? {
                      label: t('removeComp'),
                      icon: <Gift className="h-4 w-4" />,
                      disabled: paid,
                      onSelect: () => onRemoveComp(item),
                    }
                  : {
                      label: t('comp'),
                      icon: <Gift className="h-4 w-4" />,
                      disabled: paid || item.status === 'cancelled',
                      onSelect: () => onAdjustLine(item, 'comp'),
                    },
                {
                  label: t('void'),
                  icon: <Ban className="h-4 w-4" />,
                  tone: 'danger' as const,
                  disabled: paid || item.status === 'cancelled',
                  onSelect: () => onAdjustLine(item, 'void'),
                },
              ]}
            />
          </li>
        ))}
      </ul>
      <FireCourseButtons order={order} />
      {order.discount ? (
        <p className="mt-2 text-xs text-emerald-800" data-testid="order-discount">
          {t('orderDiscountAmount', { amount: money(order.discount.amount), reason: order.discount.reason })}
        </p>
      ) : null}
    </li>
  );
}
