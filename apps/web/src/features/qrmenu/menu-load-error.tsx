import { useTranslation } from '../../i18n/use-translation';
import { QrApiError } from './api/qrmenu-api';
import { MenuStatusPage } from './menu-status-page';

/** Why the menu did not load, in the spec's words: Broken Link!, Menu Not Available!, or try later. */
export function MenuLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('qrmenu');
  if (error instanceof QrApiError && error.status === 404) {
    return <MenuStatusPage kind="broken" title={t('brokenLink')} description={t('brokenLinkHelp')} />;
  }
  if (error instanceof QrApiError && error.code === 'MENU_NOT_AVAILABLE') {
    return (
      <MenuStatusPage
        kind="unavailable"
        title={t('menuNotAvailable')}
        description={t('menuNotAvailableHelp')}
      />
    );
  }
  return (
    <MenuStatusPage
      kind="error"
      title={t('loadError')}
      action={
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 h-11 rounded-2xl border border-stone-300 bg-white px-5 text-sm font-semibold text-stone-800"
        >
          {t('retry')}
        </button>
      }
    />
  );
}

/** The spec's loading text, 'Please wait...', for the whole screen. */
export function MenuLoading() {
  const { t } = useTranslation('qrmenu');
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-2 text-sm text-stone-500">
      <span
        className="h-5 w-5 animate-spin rounded-full motion-reduce:animate-none border-2 border-brand-200 border-t-brand-700"
        aria-hidden
      />
      {t('pleaseWait')}
    </div>
  );
}
