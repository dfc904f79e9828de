import { isValidPhone } from '@mise/domain';
import { Loader2, Phone, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BottomSheet } from './bottom-sheet';

export type QrCheckoutCustomer = { type: 'WALKIN' } | { type: 'CUSTOMER'; name: string; phone: string };

/** 'Continue as' a Guest, or Using Phone Number (Name and Phone Number), then Place Order. */
export function ContinueAsSheet({
  open,
  onOpenChange,
  placing,
  onPlaceOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placing: boolean;
  onPlaceOrder: (customer: QrCheckoutCustomer) => void;
}) {
  const [mode, setMode] = useState<'WALKIN' | 'CUSTOMER'>('WALKIN');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const { t } = useTranslation('qrmenu');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mode === 'WALKIN') return onPlaceOrder({ type: 'WALKIN' });
    const next: { name?: string; phone?: string } = {};
    if (!name.trim()) next.name = t('nameRequired');
    if (!isValidPhone(phone.trim())) next.phone = t('phoneInvalid');
    setErrors(next);
    if (next.name || next.phone) {
      document.getElementById(next.name ? 'qr-customer-name' : 'qr-customer-phone')?.focus();
      return;
    }
    onPlaceOrder({ type: 'CUSTOMER', name: name.trim(), phone: phone.trim() });
  }

  const option = (value: 'WALKIN' | 'CUSTOMER', label: string, Icon: typeof User) => (
    <label
      className={`flex h-14 cursor-pointer items-center gap-3 rounded-2xl border px-4 ${
        mode === value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-200 text-stone-700'
      }`}
    >
      <input
        type="radio"
        name="continue-as"
        value={value}
        checked={mode === value}
        onChange={() => setMode(value)}
        className="h-5 w-5 accent-brand-700"
      />
      <Icon className="h-5 w-5" aria-hidden />
      <span className="text-sm font-semibold">{label}</span>
    </label>
  );

  return (
    <BottomSheet open={open} onOpenChange={(next) => !placing && onOpenChange(next)} title={t('continueAs')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-2">
          {option('WALKIN', t('guest'), User)}
          {option('CUSTOMER', t('usingPhone'), Phone)}
        </div>
        {mode === 'CUSTOMER' ? (
          <div className="space-y-3">
            <div>
              <label htmlFor="qr-customer-name" className="mb-1 block text-sm font-medium text-stone-700">
                {t('name')}
              </label>
              <input
                id="qr-customer-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="name"
                maxLength={120}
                aria-invalid={Boolean(errors.name)}
                className="h-12 w-full rounded-2xl border border-stone-300 px-4 text-base focus:border-brand-600 aria-invalid:border-red-500"
              />
              {errors.name ? (
                <p role="alert" className="mt-1 text-xs font-medium text-red-600">
                  {errors.name}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="qr-customer-phone" className="mb-1 block text-sm font-medium text-stone-700">
                {t('phoneNumber')}
              </label>
              <input
                id="qr-customer-phone"
                type="tel"
                inputMode="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                autoComplete="tel"
                maxLength={20}
                aria-invalid={Boolean(errors.phone)}
                className="h-12 w-full rounded-2xl border border-stone-300 px-4 text-base focus:border-brand-600 aria-invalid:border-red-500"
              />
              {errors.phone ? (
                <p role="alert" className="mt-1 text-xs font-medium text-red-600">
                  {errors.phone}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        <button
          type="submit"
          disabled={placing}
          className="flex h-12 w-full items-center justify-center gap-2 rounded-2xl bg-brand-700 text-base font-semibold text-white disabled:opacity-60"
        >
          {placing ? (
            <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : null}
          {t('placeOrder')}
        </button>
      </form>
    </BottomSheet>
  );
}
