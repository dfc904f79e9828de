import type { TOrderGroup } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Clock, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { text } from '../../i18n/app-i18n';
import { cn } from '../../lib/cn';
import { timeLocale } from '../../lib/relative-time';
import {
  actionOutbox,
  flushActions,
  isRefusalToldHere,
  onActionSent,
  useActionOutbox,
  useActionOutboxSync,
} from './action-outbox-runtime';
import { overlayActions, refusalText } from './action-overlay';
import { useOfflineText } from './i18n';
import type { ActionEntry } from './outbox-db';
import { shownQueueMessage } from './queue-texts';
import { useSendNow } from './use-send-now';

// The cached lists the queued actions change: the kitchen's tickets and the Orders screen's groups.
const ORDER_LIST_KEYS = [['kitchen'], ['orders', 'groups']] as const;

/**
 * The top bar's count of Kitchen and Orders actions still on this device ("2 actions waiting"),
 * opening the list of them; refused ones turn it red until the staff has looked. Mounting it starts
 * the queue's sending and keeps the screens' cached lists in step with what was sent.
 */
export function ActionQueueIndicator({ online }: { online: boolean }) {
  const { t } = useOfflineText();
  useActionOutboxSync();
  useFoldSentActions();
  const { entries, pending, refused } = useActionOutbox();
  useRefusalToasts(entries);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const label = `${t('actionsWaitingLabel', { count: pending })}${refused > 0 ? t('refusedSuffix', { refused }) : ''}`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset sm:px-3',
          refused > 0
            ? 'bg-red-50 text-red-700 ring-red-200 hover:bg-red-100'
            : 'bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100',
        )}
        aria-label={label}
        data-testid="action-queue-indicator"
      >
        {refused > 0 ? (
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
        ) : (
          <Clock className="h-3.5 w-3.5" aria-hidden />
        )}
        <span data-testid="waiting-actions-count">{pending}</span>
        <span className="max-sm:sr-only">{t('actionsWaiting', { count: pending })}</span>
        {refused > 0 ? <span className="max-sm:hidden">{t('refusedCount', { refused })}</span> : null}
      </button>
      <ActionQueueDialog open={open} onOpenChange={setOpen} entries={entries} online={online} />
    </>
  );
}

/**
 * An accepted action is folded into the cached lists before it leaves the queue, so the screen
 * does not show the old state between the queue letting go and the refetch answering; a refusal
 * makes the lists refetch, since the server's state is what stands.
 */
function useFoldSentActions() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onActionSent((entry) => {
        for (const queryKey of ORDER_LIST_KEYS) {
          queryClient.setQueriesData<TOrderGroup[]>({ queryKey, exact: true }, (groups) =>
            groups ? overlayActions(groups, [entry]).groups : groups,
          );
          void queryClient.invalidateQueries({ queryKey, exact: true });
        }
      }),
    [queryClient],
  );
}

/** Says each refusal once, in words, and brings the server's state back on screen. */
function useRefusalToasts(entries: ActionEntry[]) {
  const queryClient = useQueryClient();
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const refused = entries.filter((e) => e.status === 'refused');
    // Refusals already on the device when the screen opened were said before, or are in the list.
    if (seen.current === null) {
      seen.current = new Set(refused.map((e) => e.id));
      return;
    }
    const fresh = refused.filter((e) => !seen.current?.has(e.id));
    for (const entry of fresh) {
      seen.current.add(entry.id);
      if (!isRefusalToldHere(entry.id)) toast.error(refusalText(entry), { duration: 12_000 });
    }
    if (fresh.length > 0) {
      for (const queryKey of ORDER_LIST_KEYS) void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  }, [entries, queryClient]);
}

function ActionQueueDialog({
  open,
  onOpenChange,
  entries,
  online,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: ActionEntry[];
  online: boolean;
}) {
  const { t } = useOfflineText();
  const { sending, sendNow } = useSendNow(flushActions);
  const hasPending = entries.some((e) => e.status === 'pending');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actionsTitle')}
      description={online ? t('actionsOnline') : t('actionsOffline')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('close')}
          </Button>
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
        <p className="py-6 text-center text-sm text-stone-500">{t('noActions')}</p>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid="action-queue-list">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start gap-3 py-3"
              data-testid="queued-action"
              data-status={entry.status}
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-stone-900">{actionTitle(entry)}</p>
                <p className="text-stone-600">
                  {t('takenAt', {
                    time: new Date(entry.createdAt).toLocaleTimeString(timeLocale() ?? [], {
                      hour: '2-digit',
                      minute: '2-digit',
                    }),
                  })}
                </p>
                {entry.status === 'pending' ? (
                  <p className="text-amber-800">
                    {entry.lastError
                      ? t('withError', {
                          message: t('waitingToSend'),
                          error: shownQueueMessage(entry.lastError),
                        })
                      : t('waitingToSend')}
                  </p>
                ) : (
                  <p className="text-red-700" role="alert">
                    {refusalText(entry)}
                  </p>
                )}
              </div>
              {entry.status === 'refused' ? (
                <Button variant="ghost" size="sm" onClick={() => void actionOutbox.dismiss(entry.id)}>
                  {t('reviewed')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** "Token 12: Burger · Complete", "Table T1 · Complete orders". */
function actionTitle(entry: ActionEntry): string {
  if (entry.kind === 'orders-cancel') return `${entry.label} · ${text('offline:actionCancel')}`;
  if (entry.kind === 'orders-complete') return `${entry.label} · ${text('offline:actionComplete')}`;
  const word =
    entry.kind === 'order-item-status' && entry.payload.status === 'preparing'
      ? text('offline:actionPreparing')
      : text('offline:actionWord', { status: entry.payload.status });
  return `${entry.label} · ${word}`;
}
