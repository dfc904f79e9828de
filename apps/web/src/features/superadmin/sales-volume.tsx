import type { TSalesConversion } from '@mise/contracts';
import { AlertTriangle, Info } from 'lucide-react';
import { Tooltip } from '../../components/ui/tooltip';
import { useFormat } from '../../i18n/format';
import { useSuperadminText } from './i18n';

/**
 * US dollars from the server's decimal amount, to two decimals with the symbol, written for the
 * language shown ("$1,234.50" in English).
 */
export function useFormatUsd(): (amount: number) => string {
  const { money } = useFormat();
  return (amount) => money(Math.round(amount * 100), 'USD');
}

export function SalesTooltip() {
  const { t } = useSuperadminText();
  return (
    <Tooltip content={t('salesTooltip')}>
      <button type="button" className="text-stone-500 hover:text-stone-700" aria-label={t('salesTooltip')}>
        <Info className="h-4 w-4" />
      </button>
    </Tooltip>
  );
}

/** Which rates were used, and which stores are missing from the sum for want of one. */
export function ConversionNote({ conversion }: { conversion: TSalesConversion }) {
  const { t } = useSuperadminText();
  const { money } = useFormat();
  return (
    <div className="space-y-1">
      {conversion.ratesAsOf ? <p>{t('ratesAsOf', { date: conversion.ratesAsOf })}</p> : null}
      {conversion.unconvertedStores.length > 0 ? (
        <div className="flex gap-1.5 text-amber-700" role="note">
          <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <p>
            {t('notIncluded', {
              stores: conversion.unconvertedStores
                .map((store) => `${store.name} (${money(Math.round(store.total * 100), store.currency)})`)
                .join(', '),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
