import { isValidRate, listCurrencies, localDate } from '@mise/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { browserTimeZone } from '../../lib/browser-time-zone';
import { withToast } from '../../lib/toast';
import { saveExchangeRate } from './api/exchange-rates-api';

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
    if (!draft.currency) return setErrors({ currency: 'Please select a currency!' });
    if (!isValidRate(usdPerUnit)) return setErrors({ usdPerUnit: 'Please provide a valid exchange rate!' });
    if (!draft.asOf) return setErrors({ asOf: 'Please provide the date of the rate!' });
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
      title={lockedCurrency ? `Update ${draft.currency} rate` : 'Add exchange rate'}
      description="How many US dollars one unit of the currency is worth."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="exchange-rate-form" loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id="exchange-rate-form" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label="Currency" error={errors.currency}>
          {(ids) => (
            <Select
              {...ids}
              value={draft.currency}
              disabled={lockedCurrency}
              onChange={(e) => setDraft({ ...draft, currency: e.target.value })}
            >
              <option value="">Select a currency</option>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} · {c.name} ({c.symbol})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={`1 ${draft.currency || 'unit'} in US dollars`}
          error={errors.usdPerUnit}
          hint="For example 0.012 for Indian rupees (up to 10 decimals)."
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
        <Field label="Rate as of" error={errors.asOf}>
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
