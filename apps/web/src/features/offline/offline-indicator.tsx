import { AlertTriangle, CloudUpload, Printer, RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LiveAnnouncer, useLiveAnnouncer } from '../../components/ui/live-announcer';
import { text } from '../../i18n/app-i18n';
import { cn } from '../../lib/cn';
import { timeLocale } from '../../lib/relative-time';
import { receiptLink, tokenLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { ActionQueueIndicator } from './action-queue-indicator';
import { connectionAnnouncement } from './connection-announcement';
import { useOfflineText } from './i18n';
import { priceDifference } from './outbox';
import type { OutboxEntry } from './outbox-db';
import { flushOutbox, outbox, useOutbox, useOutboxSync } from './outbox-runtime';
import { queueAmount, shownQueueMessage } from './queue-texts';
import { useSendNow } from './use-send-now';

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

const money = queueAmount;

/** How an order's token reads to the staff: the real one once known, else the provisional one, marked. */
export function tokenLabel(entry: OutboxEntry): string {
  return entry.result
    ? String(entry.result.tokenNo)
    : text('offline:tokenProvisional', { token: entry.provisionalToken });
}

/** Opens a print view for a sent order: its token, or the receipt of an order paid on this device. */
function openPrintView(link: string) {
  if (!openPrintPopup(link)) toast.error(text('offline:popupsBlocked'));
}

/**
 * The top bar's connection state: 'Offline' while the browser has no network, and the number of
 * orders still on this device, opening the list of them. Mounting it also starts the outbox's
 * sending (app start, back online, socket back) and its logout guard.
 */
export function OfflineIndicator() {
  const { t } = useOfflineText();
  useOutboxSync();
  const online = useIsOnline();
  const { entries, pending, failed, priceChanged } = useOutbox();
  const [open, setOpen] = useState(false);
  // The list is built at its first opening, then kept (its dialog closes as dialogs do): a till's
  // first screen has no use for it, and building it cost as much as any other part of the top bar.
  const opened = useRef(false);
  if (open) opened.current = true;
  useSettlementToasts(entries);
  // The till going offline (and coming back) is said to screen readers through a region that is
  // there from the start: one that appears together with its text is often not read.
  const announcer = useLiveAnnouncer();
  const wasOnline = useRef<boolean | null>(null);
  useEffect(() => {
    const text = connectionAnnouncement(wasOnline.current, online);
    wasOnline.current = online;
    if (text) announcer.announce(text);
  }, [online, announcer]);

  const attention = failed + priceChanged;
  return (
    <>
      <LiveAnnouncer announcer={announcer} />
      <div className="flex shrink-0 items-center gap-1.5 sm:gap-2" data-testid="offline-indicator">
        {online ? null : (
          <Badge tone="amber" className="py-1">
            <WifiOff className="h-3.5 w-3.5" aria-hidden />
            {/* On a phone the top bar is narrow: the icon alone, the word for screen readers. */}
            <span className="max-sm:sr-only">{t('offline')}</span>
          </Badge>
        )}
        {entries.length > 0 ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={cn(
              'flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset sm:px-3',
              attention > 0
                ? 'bg-red-50 text-red-700 ring-red-200 hover:bg-red-100'
                : pending > 0
                  ? 'bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100'
                  : 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100',
            )}
            // Red and the warning icon say some need a look; the name says it too (the words are hidden on a phone).
            aria-label={`${t('unsentOrdersLabel', { pending })}${attention > 0 ? t('toReviewSuffix', { attention }) : ''}`}
          >
            {attention > 0 ? (
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <CloudUpload className="h-3.5 w-3.5" aria-hidden />
            )}
            <span data-testid="unsent-count">{pending}</span>
            <span className="max-sm:sr-only">{t('unsent')}</span>
            {attention > 0 ? <span className="max-sm:hidden">{t('toReview', { attention })}</span> : null}
          </button>
        ) : null}
        <ActionQueueIndicator online={online} />
        {opened.current ? (
          <OutboxDialog open={open} onOpenChange={setOpen} entries={entries} online={online} />
        ) : null}
      </div>
    </>
  );
}

/** Tells the staff when a queued order is settled: its real token, a refusal, or a changed price. */
function useSettlementToasts(entries: OutboxEntry[]) {
  const previous = useRef(new Map<string, OutboxEntry>());
  useEffect(() => {
    const before = previous.current;
    for (const entry of entries) {
      // Only orders that had to wait: one sent at once is shown by the POS itself.
      const was = before.get(entry.id);
      if (was?.status !== 'pending' || was.lastError === null) continue;
      if (entry.status === 'sent' && entry.result) {
        const diff = priceDifference(entry);
        if (diff === null && entry.kind === 'create-order-and-invoice') {
          toast.success(
            text('offline:sentReceipt', { provisional: entry.provisionalToken, token: entry.result.tokenNo }),
            { duration: 8_000 },
          );
        } else if (diff === null) {
          toast.success(
            text('offline:sentToken', { provisional: entry.provisionalToken, token: entry.result.tokenNo }),
          );
        } else {
          toast.error(
            text('offline:sentPriceChanged', {
              provisional: entry.provisionalToken,
              token: entry.result.tokenNo,
              diff: money(diff),
            }),
            { duration: 10_000 },
          );
        }
      } else if (entry.status === 'failed' && entry.failure) {
        toast.error(
          text('offline:orderRefusedToast', {
            provisional: entry.provisionalToken,
            reason: shownQueueMessage(entry.failure.message),
          }),
          {
            duration: 10_000,
          },
        );
      }
    }
    previous.current = new Map(entries.map((e) => [e.id, e]));
  }, [entries]);
}

function OutboxDialog({
  open,
  onOpenChange,
  entries,
  online,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: OutboxEntry[];
  online: boolean;
}) {
  const { t } = useOfflineText();
  const { sending, sendNow } = useSendNow(flushOutbox);
  const hasPending = entries.some((e) => e.status === 'pending');
  // Sent orders with nothing to review can go in one click; refusals and price changes one by one.
  const plainSent = entries.filter((e) => e.status === 'sent' && priceDifference(e) === null);
  const clearSent = () => Promise.all(plainSent.map((e) => outbox.dismiss(e.id)));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ordersTitle')}
      description={online ? t('ordersOnline') : t('ordersOffline')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('close')}
          </Button>
          {plainSent.length > 1 ? (
            <Button variant="outline" onClick={() => void clearSent()}>
              {t('dismissSent')}
            </Button>
          ) : null}
          {hasPending ? (
            <Button onClick={sendNow} loading={sending} disabled={!online}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('sendNow')}
            </Button>
          ) : null}
        </>
      }
    >
      {entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">{t('noOrders')}</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid="outbox-list">
          {entries.map((entry) => (
            <OutboxRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function OutboxRow({ entry }: { entry: OutboxEntry }) {
  const { t } = useOfflineText();
  const diff = priceDifference(entry);
  const { result } = entry;
  const time = new Date(entry.createdAt).toLocaleTimeString(timeLocale() ?? [], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li
      className="flex flex-wrap items-start gap-3 py-3"
      data-testid="outbox-entry"
      data-status={entry.status}
    >
      <div className="min-w-24">
        <p className="text-lg font-bold text-stone-900 tabular-nums" data-testid="outbox-token">
          {entry.result ? entry.result.tokenNo : entry.provisionalToken}
        </p>
        <p className="text-xs text-stone-500">
          {entry.result ? t('wasToken', { token: entry.provisionalToken }) : t('provisionalToken')}
        </p>
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-stone-700">
          {t('orderLine', { kind: entry.kind === 'create-order-and-invoice' ? 'paid' : 'kitchen', time })}
          {entry.shownTotals ? ` · ${money(entry.shownTotals.payableTotal)}` : ''}
        </p>
        {entry.status === 'pending' ? (
          <p className="text-amber-700">
            {entry.lastError
              ? t('withError', { message: t('waitingToBeSent'), error: shownQueueMessage(entry.lastError) })
              : t('waitingToBeSent')}
          </p>
        ) : null}
        {entry.status === 'sent' ? (
          <p className="text-emerald-700">{t('sentAsToken', { token: entry.result?.tokenNo })}</p>
        ) : null}
        {entry.status === 'failed' && entry.failure ? (
          <p className="text-red-700" role="alert">
            {t('refusedByServer', { reason: shownQueueMessage(entry.failure.message) })}
          </p>
        ) : null}
        {diff !== null && entry.shownTotals && entry.result?.serverTotals ? (
          <p className="text-red-700" role="alert" data-testid="price-changed">
            {t('priceChanged', {
              shown: money(entry.shownTotals.payableTotal),
              charged: money(entry.result.serverTotals.payableTotal),
            })}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        {result ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => openPrintView(tokenLink(result.tokenNo, result.orderId))}
          >
            <Printer className="h-4 w-4" aria-hidden />
            {t('printToken')}
          </Button>
        ) : null}
        {/* A paid order's receipt waits for the server's numbers; a browser opens a print window
            only from a click, so it cannot print by itself when the order is sent later. */}
        {result && entry.kind === 'create-order-and-invoice' ? (
          <Button variant="outline" size="sm" onClick={() => openPrintView(receiptLink([result.orderId]))}>
            <Printer className="h-4 w-4" aria-hidden />
            {t('printReceipt')}
          </Button>
        ) : null}
        {entry.status !== 'pending' ? (
          <Button variant="ghost" size="sm" onClick={() => void outbox.dismiss(entry.id)}>
            {entry.status === 'failed' || diff !== null ? t('reviewed') : t('dismiss')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
