import { AlertTriangle, CloudUpload, Printer, RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LiveAnnouncer, useLiveAnnouncer } from '../../components/ui/live-announcer';
import { cn } from '../../lib/cn';
import { receiptLink, tokenLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { ActionQueueIndicator } from './action-queue-indicator';
import { connectionAnnouncement } from './connection-announcement';
import { priceDifference } from './outbox';
import type { OutboxEntry } from './outbox-db';
import { flushOutbox, outbox, useOutbox, useOutboxSync } from './outbox-runtime';
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

const money = (n: number) => n.toFixed(2);

/** How an order's token reads to the staff: the real one once known, else the provisional one, marked. */
export function tokenLabel(entry: OutboxEntry): string {
  return entry.result ? String(entry.result.tokenNo) : `${entry.provisionalToken} (provisional)`;
}

/** Opens a print view for a sent order: its token, or the receipt of an order paid on this device. */
function openPrintView(link: string) {
  if (!openPrintPopup(link)) toast.error('Please allow pop-ups to print!');
}

/**
 * The top bar's connection state: 'Offline' while the browser has no network, and the number of
 * orders still on this device, opening the list of them. Mounting it also starts the outbox's
 * sending (app start, back online, socket back) and its logout guard.
 */
export function OfflineIndicator() {
  useOutboxSync();
  const online = useIsOnline();
  const { entries, pending, failed, priceChanged } = useOutbox();
  const [open, setOpen] = useState(false);
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
            <span className="max-sm:sr-only">Offline</span>
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
            aria-label={`${pending} unsent orders${attention > 0 ? `, ${attention} to review` : ''}`}
          >
            {attention > 0 ? (
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <CloudUpload className="h-3.5 w-3.5" aria-hidden />
            )}
            <span data-testid="unsent-count">{pending}</span>
            <span className="max-sm:sr-only">unsent</span>
            {attention > 0 ? <span className="max-sm:hidden">· {attention} to review</span> : null}
          </button>
        ) : null}
        <ActionQueueIndicator online={online} />
        <OutboxDialog open={open} onOpenChange={setOpen} entries={entries} online={online} />
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
            `Order ${entry.provisionalToken} sent: Token ${entry.result.tokenNo}. Print its receipt from Orders on this device.`,
            { duration: 8_000 },
          );
        } else if (diff === null) {
          toast.success(`Order ${entry.provisionalToken} sent: Token ${entry.result.tokenNo}`);
        } else {
          toast.error(
            `Order ${entry.provisionalToken} sent as Token ${entry.result.tokenNo}, but its price changed by ${money(diff)}. Check it in the unsent orders.`,
            { duration: 10_000 },
          );
        }
      } else if (entry.status === 'failed' && entry.failure) {
        toast.error(`Order ${entry.provisionalToken} was refused: ${entry.failure.message}`, {
          duration: 10_000,
        });
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
  const { sending, sendNow } = useSendNow(flushOutbox);
  const hasPending = entries.some((e) => e.status === 'pending');
  // Sent orders with nothing to review can go in one click; refusals and price changes one by one.
  const plainSent = entries.filter((e) => e.status === 'sent' && priceDifference(e) === null);
  const clearSent = () => Promise.all(plainSent.map((e) => outbox.dismiss(e.id)));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Orders on this device"
      description={
        online
          ? 'Orders taken while the connection was down, oldest first. They are sent in this order.'
          : 'You are offline. These orders are kept on this device and sent, in this order, when the connection returns.'
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {plainSent.length > 1 ? (
            <Button variant="outline" onClick={() => void clearSent()}>
              Dismiss sent
            </Button>
          ) : null}
          {hasPending ? (
            <Button onClick={sendNow} loading={sending} disabled={!online}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              Send now
            </Button>
          ) : null}
        </>
      }
    >
      {entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">No orders waiting on this device.</p>
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
  const diff = priceDifference(entry);
  const { result } = entry;
  const time = new Date(entry.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
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
          {entry.result ? `was ${entry.provisionalToken}` : 'provisional token'}
        </p>
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-stone-700">
          {entry.kind === 'create-order-and-invoice' ? 'Paid order' : 'Kitchen order'} · taken {time}
          {entry.shownTotals ? ` · ${money(entry.shownTotals.payableTotal)}` : ''}
        </p>
        {entry.status === 'pending' ? (
          <p className="text-amber-700">Waiting to be sent{entry.lastError ? `: ${entry.lastError}` : ''}</p>
        ) : null}
        {entry.status === 'sent' ? (
          <p className="text-emerald-700">Sent to the kitchen as Token {entry.result?.tokenNo}.</p>
        ) : null}
        {entry.status === 'failed' && entry.failure ? (
          <p className="text-red-700" role="alert">
            Refused by the server: {entry.failure.message} Take this order again if it is still wanted.
          </p>
        ) : null}
        {diff !== null && entry.shownTotals && entry.result?.serverTotals ? (
          <p className="text-red-700" role="alert" data-testid="price-changed">
            Price changed: the cart showed {money(entry.shownTotals.payableTotal)}, the server charged{' '}
            {money(entry.result.serverTotals.payableTotal)}.
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
            Print Token
          </Button>
        ) : null}
        {/* A paid order's receipt waits for the server's numbers; a browser opens a print window
            only from a click, so it cannot print by itself when the order is sent later. */}
        {result && entry.kind === 'create-order-and-invoice' ? (
          <Button variant="outline" size="sm" onClick={() => openPrintView(receiptLink([result.orderId]))}>
            <Printer className="h-4 w-4" aria-hidden />
            Print Receipt
          </Button>
        ) : null}
        {entry.status !== 'pending' ? (
          <Button variant="ghost" size="sm" onClick={() => void outbox.dismiss(entry.id)}>
            {entry.status === 'failed' || diff !== null ? 'Reviewed' : 'Dismiss'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
