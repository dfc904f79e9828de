import { CircleCheck } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { getQrCart } from './qr-cart-store';
import { menuPath, QrLink, useArrivalFocus, useQrState } from './qr-router';

/** /m/order-success: the order reached the restaurant. */
export function OrderSuccessPage() {
  const state = useQrState<{ qrcode?: string }>();
  const qrcode = state?.qrcode ?? getQrCart().qrcode;
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
  const { t } = useTranslation('qrmenu');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck className="h-10 w-10" aria-hidden />
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-stone-900 focus:outline-none"
      >
        {t('orderPlaced')}
      </h1>
      <p className="text-sm text-stone-600">{t('orderPlacedHelp')}</p>
      {qrcode ? (
        <QrLink
          to={menuPath(qrcode)}
          replace
          className="mt-3 flex h-12 items-center rounded-2xl bg-brand-700 px-6 text-base font-semibold text-white"
        >
          {t('backToMenuAfterOrder')}
        </QrLink>
      ) : null}
    </main>
  );
}
