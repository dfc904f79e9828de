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

  /** A link that got out (a screen sold, a photo posted): a new one, and the old one stops working. */
  const replace = async () => {
    const ok = await confirm({
      title: 'Replace the board link?',
      message: 'The old link stops working on every screen that has it',
      confirmLabel: 'Replace link',
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
      toast.success('Board link copied!');
    } catch {
      // No clipboard (plain HTTP): the link is selected for the user to copy.
      inputRef.current?.select();
      toast('Press Ctrl+C (or ⌘C) to copy the selected link.');
    }
  };

  return (
    <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Tv className="h-4 w-4 text-stone-500" aria-hidden />
            Token board
          </CardTitle>
        </CardHeader>
        <CardBody className="space-y-3 text-sm text-stone-700">
          <p>
            Open this link on a TV in the dining room. It lists the tokens being prepared and the ones ready
            to collect, live, and chimes when one is ready. It shows token numbers only and needs no login, so
            keep the link for your screens.
          </p>
          {link.isPending ? (
            <LoadingState className="py-4" />
          ) : link.isError ? (
            <ErrorState message="Error loading data, Try Later!" onRetry={() => link.refetch()} />
          ) : (
            <>
              <label htmlFor={`${ids}-link`} className="block text-sm font-medium text-stone-700">
                Board link
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
                  Copy link
                </Button>
                <a
                  href={link.data.path}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
                >
                  <ExternalLink className="h-4 w-4" aria-hidden />
                  Open board
                </a>
                <Button size="sm" variant="outline" onClick={replace} disabled={isReplacing}>
                  <RefreshCw className="h-4 w-4" aria-hidden />
                  Replace link
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
            Customer display
          </CardTitle>
        </CardHeader>
        <CardBody className="space-y-2 text-sm text-stone-700">
          <p>
            A second screen facing the guest shows the cart and totals as you ring them up, asks for a tip at
            payment and says thank you.
          </p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Add a user with the <strong>Customer Display</strong> permission (Users).
            </li>
            <li>
              Sign in with it on the guest-facing tablet and open{' '}
              <span className="font-mono">/customer-display</span>.
            </li>
            <li>
              On the till, open <strong>POS → Customer display</strong> and link the display by the code it
              shows.
            </li>
          </ol>
        </CardBody>
      </Card>
    </div>
  );
}
