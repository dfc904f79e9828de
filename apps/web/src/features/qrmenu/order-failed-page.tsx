import { CircleX } from 'lucide-react';
import { useRef } from 'react';
import { getQrCart } from './qr-cart-store';
import { cartPath, QrLink, useArrivalFocus, useQrState } from './qr-router';
import { QR_TEXTS } from './qr-texts';

/** /m/order-failed: any failure placing the order; Try Again ! returns to the cart, still full. */
export function OrderFailedPage() {
  const state = useQrState<{ qrcode?: string; message?: string }>();
  const qrcode = state?.qrcode ?? getQrCart().qrcode;
  const heading = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(heading);
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
        {QR_TEXTS.orderFailed}
      </h1>
      <p className="text-sm text-stone-600">
        {state?.message || 'Your order could not be placed. Please check your connection and try again.'}
      </p>
      {qrcode ? (
        <QrLink
          to={cartPath(qrcode)}
          replace
          className="mt-3 flex h-12 items-center rounded-2xl bg-brand-700 px-6 text-base font-semibold text-white"
        >
          {QR_TEXTS.tryAgain}
        </QrLink>
      ) : null}
    </main>
  );
}
