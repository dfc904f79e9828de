import { AlertCircle, Inbox, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCommonText } from '../../i18n/app-i18n';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** The spec's loading text, 'Please wait...'. */
export function LoadingState({ className, label }: { className?: string; label?: string }) {
  const { t } = useCommonText();
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 py-12 text-sm text-stone-500', className)}
    >
      <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
      {label ?? t('pleaseWait')}
    </div>
  );
}

export function EmptyState({
  title,
  description,
  action,
  icon,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 px-4 py-12 text-center', className)}>
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        {icon ?? <Inbox className="h-6 w-6" />}
      </div>
      <p className="text-sm font-medium text-stone-700">{title}</p>
      {description ? <p className="max-w-sm text-sm text-stone-600">{description}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useCommonText();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center gap-3 px-4 py-12 text-center', className)}
    >
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertCircle className="h-6 w-6" />
      </div>
      <p className="text-sm font-medium text-stone-700">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
