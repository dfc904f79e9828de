import { isValidRate, listCurrencies, localDate } from '@mise/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { withToast } from '../../lib/toast';
import { saveExchangeRate } from './api/exchange-rates-api';
import { useSuperadminText } from './i18n';

export interface RateDraft {
  currency: string;
  usdPerUnit: string;
  asOf: string;
}

/** Add or update the rate of one currency to US dollars, with the date it was taken. */
export function ExchangeRateDialog({
  initial,
  lockedCurrency,
  onClose,
  onSaved,
}: {
  initial: Partial<RateDraft>;
  /** Editing an existing rate: the currency is fixed. */
  lockedCurrency: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useSuperadminText();
  const [draft, setDraft] = useState<RateDraft>({
    currency: initial.currency ?? '',
    usdPerUnit: initial.usdPerUnit ?? '',
    asOf: initial.asOf ?? localDate(browserTimeZone()),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof RateDraft, string>>>({});
  const [busy, setBusy] = useState(false);
  const currencies = listCurrencies().filter((c) => c.code !== 'USD');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const usdPerUnit = draft.usdPerUnit.trim();
    if (!draft.currency) return setErrors({ currency: t('selectCurrencyError') });
    if (!isValidRate(usdPerUnit)) return setErrors({ usdPerUnit: t('invalidRate') });
    if (!draft.asOf) return setErrors({ asOf: t('provideRateDate') });
    setErrors({});
    setBusy(true);
    try {
      await withToast(saveExchangeRate({ ...draft, usdPerUnit }));
      onSaved();
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={lockedCurrency ? t('updateRate', { currency: draft.currency }) : t('addExchangeRate')}
      description={t('rateDescription')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="exchange-rate-form" loading={busy}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id="exchange-rate-form" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('currency')} error={errors.currency}>
          {(ids) => (
            <Select
              {...ids}
              value={draft.currency}
              disabled={lockedCurrency}
              onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
            >
              <option value="">{t('selectCurrency')}</option>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} · {c.name} ({c.symbol})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={
            draft.currency ? t('oneUnitInUsd', { currency: draft.currency }) : t('oneUnitInUsdNoCurrency')
          }
          error={errors.usdPerUnit}
          hint={t('rateHint')}
        >
          {(ids) => (
            <Input
              {...ids}
              inputMode="decimal"
              value={draft.usdPerUnit}
              onChange={(e) => setDraft({ ...draft, usdPerUnit: e.target.value })}
              autoFocus={lockedCurrency}
            />
          )}
        </Field>
        <Field label={t('rateAsOf')} error={errors.asOf}>
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={draft.asOf}
              max={localDate(browserTimeZone())}
              onChange={(e) => setDraft({ ...draft, asOf: e.target.value })}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
