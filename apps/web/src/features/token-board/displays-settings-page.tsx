import { useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, MonitorSmartphone, RefreshCw, Tv } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { withToast } from '../../lib/toast';
import { replaceTokenBoardLink, tokenBoardLinkKey, useTokenBoardLink } from './api/token-board-api';
import { useTokenBoardText } from './i18n';

/** A message with one word emphasised: `{bold}` in the message becomes <strong>bold</strong>. */
const MARK = '\u0001';
/** The customer display's address in the app (a path, not text). */
const CUSTOMER_DISPLAY_PATH = '/customer-display';
function Emphasised({ message, bold }: { message: (mark: string) => string; bold: string }) {
  const [before, after = ''] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <strong>{bold}</strong>
      {after}
    </>
  );
}

/**
 * Settings → Displays: the token board's link for the dining-room TV (it opens without a staff
 * login, so it is shown only here), and how to set up a customer display.
 */
export function DisplaysSettingsPage() {
  const link = useTokenBoardLink();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [isReplacing, setReplacing] = useState(false);
  const { t } = useTokenBoardText();

  /** A link that got out (a screen sold, a photo posted): a new one, and the old one stops working. */
  const replace = async () => {
    const ok = await confirm({
      title: t('replaceTitle'),
      message: t('replaceMessage'),
      confirmLabel: t('replaceLink'),
    });
    if (!ok) return;
    setReplacing(true);
    try {
      const replaced = await withToast(replaceTokenBoardLink());
      queryClient.setQueryData(tokenBoardLinkKey, { path: replaced.path });
    } catch {
      // The toast said why; the link shown is still the store's.
    } finally {
      setReplacing(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopied'));
    } catch {
      // No clipboard (plain HTTP): the link is selected for the user to copy.
      inputRef.current?.select();
      toast(t('pressToCopy'));
    }
  };

  return (
    <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Tv className="h-4 w-4 text-stone-500" aria-hidden />
            {t('tokenBoard')}
          </CardTitle>
        </CardHeader>
        <CardBody className="space-y-3 text-sm text-stone-700">
          <p>{t('boardHelp')}</p>
          {link.isPending ? (
            <LoadingState className="py-4" />
          ) : link.isError ? (
            <ErrorState message={t('loadError')} onRetry={() => link.refetch()} />
          ) : (
            <>
              <label htmlFor={`${ids}-link`} className="block text-sm font-medium text-stone-700">
                {t('boardLink')}
              </label>
              <input
                id={`${ids}-link`}
                ref={inputRef}
                readOnly
                value={url}
                data-testid="token-board-link"
                onFocus={(e) => e.currentTarget.select()}
                className="h-10 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-xs text-stone-800"
              />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={copy}>
                  <Copy className="h-4 w-4" aria-hidden />
                  {t('copyLink')}
                </Button>
                <a
                  href={link.data.path}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
                >
                  <ExternalLink className="h-4 w-4" aria-hidden />
                  {t('openBoard')}
                </a>
                <Button size="sm" variant="outline" onClick={replace} disabled={isReplacing}>
                  <RefreshCw className="h-4 w-4" aria-hidden />
                  {t('replaceLink')}
                </Button>
              </div>
            </>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone className="h-4 w-4 text-stone-500" aria-hidden />
            {t('customerDisplay')}
          </CardTitle>
        </CardHeader>
        <CardBody className="space-y-2 text-sm text-stone-700">
          <p>{t('customerDisplayHelp')}</p>
          <ol className="list-decimal space-y-1 ps-5">
            <li>
              <Emphasised
                message={(mark) => t('displayStep1', { permission: mark })}
                bold={t('customerDisplayPermission')}
              />
            </li>
            <li>
              {t('displayStep2')} <span className="font-mono">{CUSTOMER_DISPLAY_PATH}</span>.
            </li>
            <li>
              <Emphasised
                message={(mark) => t('displayStep3', { place: mark })}
                bold={t('posCustomerDisplay')}
              />
            </li>
          </ol>
        </CardBody>
      </Card>
    </div>
  );
}
