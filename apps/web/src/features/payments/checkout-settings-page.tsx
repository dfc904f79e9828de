import { CheckoutSettingsBody, type TCheckoutSettings } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, TextField } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { SwitchRow } from '../../components/ui/switch';
import { useTaxes } from '../settings/api/taxes-api';
import { TillLockSettingsCard } from '../till/till-lock-settings-card';
import { checkoutSettingsKey, saveCheckoutSettings, useCheckoutSettings } from './api/checkout-settings-api';
import { usePaymentsText } from './i18n';

/** "10, 15 20" → [10, 15, 20]; anything that is not a whole number stays as typed, for the check to name. */
function parsePresets(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Settings → Checkout: the discount staff may give without a manager, the tip presets and the
 * service charge added to the bill.
 */
export function CheckoutSettingsPage() {
  const { t } = usePaymentsText();
  const { data, isPending, isError, refetch } = useCheckoutSettings();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message={t('loadDataError')} onRetry={() => refetch()} />;
  return <CheckoutSettingsForm key={JSON.stringify(data)} saved={data} />;
}

function CheckoutSettingsForm({ saved }: { saved: TCheckoutSettings }) {
  const { t } = usePaymentsText();
  const queryClient = useQueryClient();
  const taxes = useTaxes();
  const form = useDialogForm<
    'discountLimit' | 'tipPresets' | 'serviceChargeRate' | 'serviceChargeMinGuests' | 'serviceChargeTaxId'
  >();
  const charge = saved.service_charge;
  const [values, setValues] = useState({
    discountLimit: String(saved.discount_limit),
    tipPresets: saved.tip_presets.join(', '),
    serviceChargeRate: String(charge.rate),
    serviceChargeDineInOnly: charge.dine_in_only,
    serviceChargeMinGuests: charge.min_guests === null ? '' : String(charge.min_guests),
    serviceChargeTaxId: charge.tax_id === null ? '' : String(charge.tax_id),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, tipPresets: parsePresets(values.tipPresets) };
    const ok = await form.submit(CheckoutSettingsBody, body, () =>
      saveCheckoutSettings(body as Parameters<typeof saveCheckoutSettings>[0]),
    );
    if (ok) await queryClient.invalidateQueries({ queryKey: checkoutSettingsKey });
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('discounts')}</CardTitle>
          </CardHeader>
          <CardBody>
            <TextField
              label={t('discountLimit')}
              hint={t('discountLimitHint')}
              error={form.errorFor('discountLimit')}
              inputRef={form.register('discountLimit')}
              inputMode="decimal"
              value={values.discountLimit}
              onValueChange={(discountLimit) => setValues((v) => ({ ...v, discountLimit }))}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('tips')}</CardTitle>
          </CardHeader>
          <CardBody>
            <TextField
              label={t('tipPresets')}
              hint={t('tipPresetsHint')}
              error={form.errorFor('tipPresets')}
              inputRef={form.register('tipPresets')}
              value={values.tipPresets}
              onValueChange={(tipPresets) => setValues((v) => ({ ...v, tipPresets }))}
            />
          </CardBody>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('serviceCharge')}</CardTitle>
          </CardHeader>
          <CardBody className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('serviceChargeRate')}
              hint={t('serviceChargeRateHint')}
              error={form.errorFor('serviceChargeRate')}
              inputRef={form.register('serviceChargeRate')}
              inputMode="decimal"
              value={values.serviceChargeRate}
              onValueChange={(serviceChargeRate) => setValues((v) => ({ ...v, serviceChargeRate }))}
            />
            <TextField
              label={t('minGuests')}
              hint={t('minGuestsHint')}
              error={form.errorFor('serviceChargeMinGuests')}
              inputRef={form.register('serviceChargeMinGuests')}
              inputMode="numeric"
              value={values.serviceChargeMinGuests}
              onValueChange={(serviceChargeMinGuests) => setValues((v) => ({ ...v, serviceChargeMinGuests }))}
            />
            <Field
              label={t('serviceChargeTax')}
              hint={t('serviceChargeTaxHint')}
              error={form.errorFor('serviceChargeTaxId')}
            >
              {(ids) => (
                <Select
                  {...ids}
                  ref={form.register('serviceChargeTaxId')}
                  value={values.serviceChargeTaxId}
                  onChange={(e) => setValues((v) => ({ ...v, serviceChargeTaxId: e.target.value }))}
                >
                  <option value="">{t('notTaxed')}</option>
                  {(taxes.data ?? []).map((tax) => (
                    <option key={tax.id} value={tax.id}>
                      {t('taxOption', { tax: tax.title, rate: tax.rate })}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <SwitchRow
              label={t('dineInOnly')}
              description={t('dineInOnlyHint')}
              checked={values.serviceChargeDineInOnly}
              onCheckedChange={(serviceChargeDineInOnly) =>
                setValues((v) => ({ ...v, serviceChargeDineInOnly }))
              }
            />
          </CardBody>
        </Card>
        <div className="flex justify-end lg:col-span-2">
          <Button type="submit" loading={form.busy}>
            {t('save')}
          </Button>
        </div>
      </form>
      <TillLockSettingsCard />
    </div>
  );
}
