import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { useCustomerDisplays } from './api/customer-display-api';
import { useCustomerDisplayText } from './i18n';
import { type LinkedDisplay, linkDisplay, useLinkedDisplay } from './till-link';

/** Where a display is opened (an address, the same in every language). */
const DISPLAY_PATH = '/customer-display';

/** The store's displays open now; linking one makes it mirror this till. */
export function LinkDisplayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCustomerDisplayText();
  const displays = useCustomerDisplays();
  const linked = useLinkedDisplay();
  const [busy, setBusy] = useState<string | null>(null);

  const choose = async (display: LinkedDisplay | null) => {
    setBusy(display?.id ?? 'unlink');
    try {
      const answer = await linkDisplay(display);
      if (!answer.ok) toast.error(answer.message);
      else toast.success(display ? t('displayLinked', { code: display.code }) : t('displayUnlinked'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('somethingWentWrong'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('customerDisplay')}
      description={t('linkDescription')}
      size="sm"
      footer={
        <>
          {linked ? (
            <Button variant="outline" onClick={() => choose(null)} loading={busy === 'unlink'}>
              <Link2Off className="h-4 w-4" aria-hidden />
              {t('unlink')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('done')}</Button>
        </>
      }
    >
      {displays.isPending ? (
        <LoadingState className="py-6" />
      ) : displays.isError ? (
        <ErrorState message={t('loadError')} onRetry={() => displays.refetch()} className="py-6" />
      ) : displays.data.length === 0 ? (
        <p className="py-4 text-sm text-stone-600">
          {t('noDisplayOpenBefore')} <span className="font-mono">{DISPLAY_PATH}</span>
          {t('noDisplayOpenAfter')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={t('customerDisplays')}>
          {displays.data.map((display) => {
            const isLinked = linked?.id === display.id;
            return (
              <li key={display.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-mono text-lg font-semibold text-stone-900">{display.code}</p>
                  <p className="truncate text-xs text-stone-500">{display.name}</p>
                </div>
                {isLinked ? (
                  <span className="text-sm font-medium text-emerald-800">{t('linked')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === display.id}
                    onClick={() => choose({ id: display.id, code: display.code })}
                    aria-label={t('linkDisplay', { code: display.code })}
                  >
                    <Link2 className="h-4 w-4" aria-hidden />
                    {t('link')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
