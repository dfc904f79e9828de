import { CircleX } from 'lucide-react';
import { useRef } from 'react';
import type { TFunction } from '../../i18n/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { QrApiError } from './api/qrmenu-api';
import { getQrCart } from './qr-cart-store';
import { cartPath, QrLink, useArrivalFocus, useQrState } from './qr-router';

/** /m/order-failed: any failure placing the order; Try Again ! returns to the cart, still full. */
export function OrderFailedPage() {
  const state = useQrState<{ qrcode?: string; message?: string }>();
  const qrcode = state?.qrcode ?? getQrCart().qrcode;
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  const { t } = useTranslation('qrmenu');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-red-50 text-red-600">
        <CircleX className="h-10 w-10" aria-hidden />
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-stone-900 focus:outline-none"
      >
        {t('orderFailed')}
      </h1>
      <p className="text-sm text-stone-600">{state?.message || t('orderFailedHelp')}</p>
      {qrcode ? (
        <QrLink
          to={cartPath(qrcode)}
          replace
          className="mt-3 flex h-12 items-center rounded-2xl bg-brand-700 px-6 text-base font-semibold text-white"
        >
          {t('tryAgain')}
        </QrLink>
      ) : null}
    </main>
  );
}

/**
 * The server's refusal in the diner's language, by its code. Any other refusal is shown as the
 * server wrote it to an English reader, and as the page's own words in other languages.
 */
export function orderErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (!(error instanceof QrApiError)) return '';
  switch (error.code) {
    case 'ORDERING_DISABLED':
      return t('errorOrderingDisabled');
    case 'INVALID_TABLE':
      return t('errorInvalidTable');
    case 'ITEM_UNAVAILABLE':
      return t('errorItemUnavailable');
    case 'OPTION_UNAVAILABLE':
      return t('errorOptionUnavailable');
    case 'CONFLICT':
      return t('errorSoldOut');
    case 'RATE_LIMITED':
      return t('errorRateLimited');
    case 'MENU_NOT_AVAILABLE':
      return t('menuNotAvailable');
    case 'BROKEN_LINK':
      return t('brokenLink');
    default:
      return language === 'en' ? error.message : '';
  }
}
