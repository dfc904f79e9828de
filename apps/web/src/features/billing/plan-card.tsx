import { PLAN_FEATURES, PLAN_PRICE_USD_MINOR } from '@mise/domain';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format';
import { useBillingText } from './i18n';

/** The catalogue key of each of the plan's features (the domain lists them in English). */
const PLAN_FEATURE_KEYS: Record<(typeof PLAN_FEATURES)[number], string> = {
  'Unlimited Orders': 'featureUnlimitedOrders',
  'Monthly Renewals': 'featureMonthlyRenewals',
  'Unlimited Devices': 'featureUnlimitedDevices',
  'Live Kitchen Orders': 'featureLiveKitchenOrders',
};

/** The one plan: price per month and its four features (spec 2 section 2.10). */
export function PlanCard({ action }: { action?: ReactNode }) {
  const { t } = useBillingText();
  const { money } = useFormat();
  const price = money(PLAN_PRICE_USD_MINOR, 'USD').replace(/[.,]00(?=\D*$)/, '');
  return (
    <section
      aria-label={t('plan')}
      className="w-full max-w-sm rounded-3xl border border-stone-200 bg-white p-8 text-start shadow-lg"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('monthly')}</p>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-5xl font-semibold tracking-tight text-stone-900">{price}</span>
        <span className="text-stone-500">{t('perMonth')}</span>
      </p>
      <ul className="mt-6 space-y-3">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-3 text-stone-700">
            <Check className="h-5 w-5 text-emerald-700" aria-hidden />
            {t(PLAN_FEATURE_KEYS[feature])}
          </li>
        ))}
      </ul>
      {action ? <div className="mt-8">{action}</div> : null}
    </section>
  );
}
