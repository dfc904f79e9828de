import type { TSalesConversion } from '@mise/contracts';
import { formatMoney } from '@mise/domain';
import { AlertTriangle, Info } from 'lucide-react';
import { Tooltip } from '../../components/ui/tooltip';

export const SALES_TOOLTIP = 'Converted to USD, final amount may vary.';

/** US dollars from the server's decimal amount, to two decimals with the symbol. */
export function formatUsd(amount: number): string {
  return formatMoney(Math.round(amount * 100), 'USD');
}

export function SalesTooltip() {
  return (
    <Tooltip content={SALES_TOOLTIP}>
      <button type="button" className="text-stone-500 hover:text-stone-700" aria-label={SALES_TOOLTIP}>
        <Info className="h-4 w-4" />
      </button>
    </Tooltip>
  );
}

/** Which rates were used, and which stores are missing from the sum for want of one. */
export function ConversionNote({ conversion }: { conversion: TSalesConversion }) {
  return (
    <div className="space-y-1">
      {conversion.ratesAsOf ? <p>Exchange rates as of {conversion.ratesAsOf}.</p> : null}
      {conversion.unconvertedStores.length > 0 ? (
        <div className="flex gap-1.5 text-amber-700" role="note">
          <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <p>
            Not included, no exchange rate:{' '}
            {conversion.unconvertedStores
              .map((store) => `${store.name} (${formatMoney(Math.round(store.total * 100), store.currency)})`)
              .join(', ')}
            .
          </p>
        </div>
      ) : null}
    </div>
  );
}
