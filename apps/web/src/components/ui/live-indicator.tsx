import { useCommonText } from '../../i18n/app-i18n';
import { cn } from '../../lib/cn';
import { useSocketConnected } from '../../lib/socket';

/**
 * Says whether the screen is receiving live updates. A kitchen or floor display that silently
 * stopped following orders is worse than one that says so.
 */
export function LiveIndicator({ className }: { className?: string }) {
  const { t } = useCommonText();
  const connected = useSocketConnected();
  return (
    <span
      role="status"
      aria-live="polite"
      data-live={connected ? 'on' : 'off'}
      title={connected ? t('liveOn') : t('liveOff')}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset',
        connected
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
          : 'bg-amber-50 text-amber-800 ring-amber-200',
        className,
      )}
    >
      <span className="relative flex h-2 w-2" aria-hidden>
        {connected ? (
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex h-2 w-2 rounded-full',
            connected ? 'bg-emerald-500' : 'bg-amber-500',
          )}
        />
      </span>
      {connected ? t('live') : t('reconnecting')}
    </span>
  );
}
