import { normaliseRate } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { withToast } from '../../lib/toast';
import { deleteExchangeRate, exchangeRatesKey, useExchangeRates } from './api/exchange-rates-api';
import { ExchangeRateDialog, type RateDraft } from './exchange-rate-dialog';
import { useSuperadminText } from './i18n';

/** The operator-maintained rates the sales figures are converted with. */
export function ExchangeRatesCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useSuperadminText();
  const { data, isPending, isError, refetch } = useExchangeRates();
  const [editing, setEditing] = useState<{ initial: Partial<RateDraft>; locked: boolean } | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirm();

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: exchangeRatesKey });
    onChanged();
  };
  const onDelete = async (currency: string) => {
    if (
      !(await confirm({
        message: t('removeRateConfirmation', { currency }),
        confirmLabel: t('remove'),
      }))
    ) {
      return;
    }
    try {
      await withToast(deleteExchangeRate(currency));
      reload();
    } catch {
      // The toast already said why.
    }
  };

  const missing = data?.storeCurrencies.filter((c) => !c.hasRate) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('exchangeRatesTitle')}</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setEditing({ initial: {}, locked: false })}>
          <Plus className="h-4 w-4" aria-hidden /> {t('addRate')}
        </Button>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <LoadingState className="py-6" />
        ) : isError ? (
          <ErrorState className="py-6" message={t('ratesLoadFailed')} onRetry={() => refetch()} />
        ) : (
          <div className="space-y-4">
            {missing.length > 0 ? (
              <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800" role="note">
                <p className="font-medium">{t('missingRates')}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {missing.map((c) => (
                    <button
                      key={c.currency}
                      type="button"
                      onClick={() => setEditing({ initial: { currency: c.currency }, locked: false })}
                      className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200 hover:bg-amber-100"
                    >
                      {t('addMissingRate', { currency: c.currency, count: c.stores })}
                    </button>
                  ))}
                </div>
              </div>
            ) : null}
            {data.rates.length === 0 ? (
              <p className="text-sm text-stone-500">{t('noRates')}</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {data.rates.map((rate) => {
                  const used = data.storeCurrencies.find((c) => c.currency === rate.currency);
                  return (
                    <li key={rate.currency} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
                      <span className="w-12 font-semibold text-stone-900">{rate.currency}</span>
                      <span className="flex-1 text-stone-700">
                        {t('rateLine', { currency: rate.currency, rate: normaliseRate(rate.usdPerUnit) })}
                      </span>
                      <Badge>{t('asOf', { date: rate.asOf })}</Badge>
                      <span className="w-20 text-end text-xs text-stone-500">
                        {used ? t('storeCount', { count: used.stores }) : t('unused')}
                      </span>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('updateRate', { currency: rate.currency })}
                        onClick={() =>
                          setEditing({
                            initial: { currency: rate.currency, usdPerUnit: normaliseRate(rate.usdPerUnit) },
                            locked: true,
                          })
                        }
                      >
                        <Pencil className="h-4 w-4" />
                      </Button>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('removeRate', { currency: rate.currency })}
                        onClick={() => onDelete(rate.currency)}
                      >
                        <Trash2 className="h-4 w-4 text-red-600" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </CardBody>
      {editing ? (
        <ExchangeRateDialog
          initial={editing.initial}
          lockedCurrency={editing.locked}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
    </Card>
  );
}
