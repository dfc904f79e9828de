import { formatMoney, PLAN_FEATURES, PLAN_PRICE_USD_MINOR } from '@mise/domain';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** The one plan: price per month and its four features (spec 2 section 2.10). */
export function PlanCard({ action }: { action?: ReactNode }) {
  const price = formatMoney(PLAN_PRICE_USD_MINOR, 'USD').replace(/\.00$/, '');
  return (
    <section
      aria-label="Plan"
      className="w-full max-w-sm rounded-3xl border border-stone-200 bg-white p-8 text-left shadow-lg"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Monthly</p>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-5xl font-semibold tracking-tight text-stone-900">{price}</span>
        <span className="text-stone-500">/ month</span>
      </p>
      <ul className="mt-6 space-y-3">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-center gap-3 text-stone-700">
            <Check className="h-5 w-5 text-emerald-700" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {action ? <div className="mt-8">{action}</div> : null}
    </section>
  );
}
