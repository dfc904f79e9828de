import { CheckCircle2, CloudOff, Printer, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useOfflineText } from './i18n';
import type { OutboxEntry } from './outbox-db';
import { useOutbox } from './outbox-runtime';
import { shownQueueMessage } from './queue-texts';

/**
 * Shown by the POS when an order could not reach the server at once: its provisional token, marked
 * as such. The dialog follows the order in the outbox, so if it is sent while still open the real
 * token replaces the provisional one here, and Print Token prints the real one.
 */
export function QueuedOrderDialog({
  entry: initial,
  onPrintToken,
  onClose,
}: {
  entry: OutboxEntry;
  onPrintToken: (tokenNo: number, orderId: number) => void;
  onClose: () => void;
}) {
  const { t } = useOfflineText();
  const { entries } = useOutbox();
  const entry = entries.find((e) => e.id === initial.id) ?? initial;
  const result = entry.result;
  const failure = entry.status === 'failed' ? entry.failure : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={result ? t('orderSentToKitchen') : failure ? t('orderRefused') : t('orderSaved')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} autoFocus={!result}>
            {t('close')}
          </Button>
          {result ? (
            <Button onClick={() => onPrintToken(result.tokenNo, result.orderId)} autoFocus>
              <Printer className="h-4 w-4" aria-hidden />
              {t('printToken')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col items-center gap-2 py-2 text-center" data-testid="queued-order">
        {result ? (
          <CheckCircle2 className="h-10 w-10 text-emerald-700" aria-hidden />
        ) : failure ? (
          <XCircle className="h-10 w-10 text-red-600" aria-hidden />
        ) : (
          <CloudOff className="h-10 w-10 text-amber-700" aria-hidden />
        )}
        <p className="text-sm text-stone-500">{result ? t('tokenNo') : t('provisionalTokenTitle')}</p>
        <p
          className="text-5xl font-bold tracking-tight text-stone-900 tabular-nums"
          data-testid={result ? 'token-no' : 'provisional-token'}
        >
          {result ? result.tokenNo : entry.provisionalToken}
        </p>
        {result ? (
          <p className="text-sm text-stone-600">
            {t('orderIdLabel')} <span className="font-medium tabular-nums">{result.orderId}</span> ·{' '}
            {t('wasToken', { token: entry.provisionalToken })}
          </p>
        ) : failure ? (
          <p className="text-sm text-red-700" role="alert">
            {shownQueueMessage(failure.message)}
          </p>
        ) : (
          <p className="text-sm text-stone-600">{t('savedExplanation', { token: entry.provisionalToken })}</p>
        )}
      </div>
    </Dialog>
  );
}
