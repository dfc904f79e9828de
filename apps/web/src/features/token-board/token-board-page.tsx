import type { TTokenBoard } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Maximize, Volume2, VolumeX, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { coalesce } from '../../lib/coalesce';
import { isAlertSoundUnlocked, playReadyChime, unlockAlertSound } from '../kitchen/alert-sound';
import { getTokenBoard, tokenBoardKey } from './api/token-board-api';
import { newlyReady, tokenSizeRem } from './board-changes';
import { connectBoardSocket } from './board-socket';
import { useTokenBoardText } from './i18n';

/** Tokens read again this often even without news: ready ones age off, a lost event is caught up. */
const RESYNC_MS = 30_000;
const isBrokenLink = (error: ApiError) => error.status === 400 || error.status === 404;
/** How long a token that just turned ready is highlighted. */
const HIGHLIGHT_MS = 12_000;

/**
 * The token board (issue 18): a TV in the dining room showing the day's tokens being prepared and
 * ready, live, with a chime when one turns ready. Opened by its signed link, without a login; it
 * knows token numbers and nothing else.
 */
export function TokenBoardPage() {
  const link = useParams().link ?? '';
  const board = useQuery({
    queryKey: tokenBoardKey(link),
    queryFn: () => getTokenBoard(link),
    refetchInterval: RESYNC_MS,
    refetchIntervalInBackground: true,
    retry: (failures, error) => !(error instanceof ApiError && isBrokenLink(error)) && failures < 3,
  });
  const { t } = useTokenBoardText();
  const [online, setOnline] = useState(true);
  const [soundOn, setSoundOn] = useState(isAlertSoundUnlocked);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const refetch = useRef(board.refetch);
  refetch.current = board.refetch;

  const title = t('tokenBoard');
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Live: every change of the store's orders, and every reconnection, reads the tokens again.
  useEffect(() => {
    if (!link) return;
    const resync = coalesce(() => refetch.current({ cancelRefetch: true }));
    const socket = connectBoardSocket(link);
    let connectedBefore = false;
    socket.on('connect', () => {
      setOnline(true);
      if (connectedBefore) void resync();
      connectedBefore = true;
    });
    socket.on('disconnect', () => setOnline(false));
    socket.on('connect_error', () => setOnline(false));
    socket.on('tokens_changed', () => void resync());
    return () => {
      socket.off();
      socket.disconnect();
    };
  }, [link]);

  // A token that turns ready: a chime, a highlight, and a line for screen readers.
  const lastReady = useRef<number[] | null>(null);
  useEffect(() => {
    const ready = board.data?.ready;
    if (!ready) return;
    const fresh = newlyReady(lastReady.current, ready);
    lastReady.current = ready;
    if (fresh.length === 0) return;
    playReadyChime();
    setAnnouncement(t('readyAnnouncement', { tokens: fresh.join(', ') }));
    setHighlighted((current) => new Set([...current, ...fresh]));
    const timer = setTimeout(
      () => setHighlighted((current) => new Set([...current].filter((token) => !fresh.includes(token)))),
      HIGHLIGHT_MS,
    );
    return () => clearTimeout(timer);
  }, [board.data?.ready, t]);

  const enableSound = () =>
    void unlockAlertSound().then((on) => {
      setSoundOn(on);
      if (on) playReadyChime();
    });

  // A link that is not (or no longer) a board's: said plainly. Anything else is retried.
  const refused = board.error instanceof ApiError && isBrokenLink(board.error) ? board.error : null;
  if (refused) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-stone-950 p-8 text-center text-stone-100">
        <div className="max-w-xl space-y-3">
          <h1 className="text-3xl font-semibold">{t('unavailable')}</h1>
          <p className="text-lg text-stone-300">{refused.message}</p>
        </div>
      </main>
    );
  }

  return (
    <main className="relative flex h-dvh flex-col overflow-hidden bg-stone-950 text-white">
      <h1 className="sr-only">{t('tokenBoard')}</h1>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="grid min-h-0 flex-1 grid-cols-2 divide-x divide-stone-800">
        <TokenColumn
          title={t('preparing')}
          tokens={board.data?.preparing}
          tone="preparing"
          highlighted={highlighted}
          loading={board.isPending}
        />
        <TokenColumn
          title={t('ready')}
          tokens={board.data?.ready}
          tone="ready"
          highlighted={highlighted}
          loading={board.isPending}
        />
      </div>

      <div className="absolute end-4 bottom-4 flex items-center gap-2">
        {online ? null : (
          <span
            className="flex items-center gap-1.5 rounded-full bg-red-900/80 px-3 py-1.5 text-sm text-red-50"
            role="status"
          >
            <WifiOff className="h-4 w-4" aria-hidden />
            {t('reconnecting')}
          </span>
        )}
        <button
          type="button"
          onClick={enableSound}
          className="rounded-full bg-stone-800/80 p-2.5 text-stone-200 hover:bg-stone-700"
          aria-label={soundOn ? t('soundOn') : t('soundOff')}
        >
          {soundOn ? (
            <Volume2 className="h-5 w-5" aria-hidden />
          ) : (
            <VolumeX className="h-5 w-5" aria-hidden />
          )}
        </button>
        <button
          type="button"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          className="rounded-full bg-stone-800/80 p-2.5 text-stone-200 hover:bg-stone-700"
          aria-label={t('fullScreen')}
        >
          <Maximize className="h-5 w-5" aria-hidden />
        </button>
      </div>

      {soundOn ? null : (
        <div className="absolute inset-x-0 bottom-6 flex justify-center">
          <button
            type="button"
            onClick={enableSound}
            className="flex items-center gap-3 rounded-full bg-amber-400 px-8 py-4 text-2xl font-semibold text-stone-950 shadow-lg hover:bg-amber-300"
          >
            <Volume2 className="h-7 w-7" aria-hidden />
            {t('tapToEnableSound')}
          </button>
        </div>
      )}
    </main>
  );
}

function TokenColumn({
  title,
  tokens,
  tone,
  highlighted,
  loading,
}: {
  title: string;
  tokens: TTokenBoard['ready'] | undefined;
  tone: 'preparing' | 'ready';
  highlighted: ReadonlySet<number>;
  loading: boolean;
}) {
  const { t } = useTokenBoardText();
  const list = tokens ?? [];
  const size = tokenSizeRem(list.length);
  const isReady = tone === 'ready';
  return (
    <section aria-labelledby={`board-${tone}`} className="flex min-h-0 flex-col">
      <h2
        id={`board-${tone}`}
        className={cn(
          'px-8 py-6 text-6xl font-bold tracking-tight',
          isReady ? 'bg-emerald-700 text-white' : 'bg-amber-400 text-stone-950',
        )}
      >
        {title}
      </h2>
      {loading ? null : list.length === 0 ? (
        <p className="px-8 py-10 text-3xl text-stone-400">{isReady ? t('nothingReady') : t('noOrders')}</p>
      ) : (
        <ul
          aria-label={t('columnTokens', { title })}
          data-testid={`board-${tone}`}
          className="grid min-h-0 flex-1 content-start gap-5 overflow-hidden px-8 py-8"
          style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${size * 2.4}rem, 1fr))` }}
        >
          {list.map((token) => (
            <li
              key={token}
              className={cn(
                'flex items-center justify-center rounded-3xl leading-none font-extrabold tabular-nums transition-colors',
                // Just ready: amber with a halo for a few seconds, so the guest spots it across the room.
                highlighted.has(token)
                  ? 'bg-amber-300 text-stone-950 ring-8 ring-amber-300/40'
                  : isReady
                    ? 'bg-emerald-500 text-stone-950'
                    : 'bg-stone-800 text-white',
              )}
              style={{ fontSize: `${size}rem`, height: `${size * 1.6}rem` }}
            >
              {token}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
