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
  const { data, isPending, isError, refetch } = useCheckoutSettings();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />;
  return <CheckoutSettingsForm key={JSON.stringify(data)} saved={data} />;
}

function CheckoutSettingsForm({ saved }: { saved: TCheckoutSettings }) {
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
            <CardTitle>Discounts</CardTitle>
          </CardHeader>
          <CardBody>
            <TextField
              label="Limit without a manager (%)"
              hint="Staff give discounts up to this share of a line or order alone; above it a manager approves. 0 means every discount needs one."
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
            <CardTitle>Tips</CardTitle>
          </CardHeader>
          <CardBody>
            <TextField
              label="Tip presets (%)"
              hint="One to four percentages offered with each payment, e.g. 10, 15, 20."
              error={form.errorFor('tipPresets')}
              inputRef={form.register('tipPresets')}
              value={values.tipPresets}
              onValueChange={(tipPresets) => setValues((v) => ({ ...v, tipPresets }))}
            />
          </CardBody>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Service charge</CardTitle>
          </CardHeader>
          <CardBody className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Service charge (%)"
              hint="Added to the bill on its sales after discounts, for the house (unlike a tip). 0 means none."
              error={form.errorFor('serviceChargeRate')}
              inputRef={form.register('serviceChargeRate')}
              inputMode="decimal"
              value={values.serviceChargeRate}
              onValueChange={(serviceChargeRate) => setValues((v) => ({ ...v, serviceChargeRate }))}
            />
            <TextField
              label="From a party of (guests)"
              hint="Charged only when the order is for at least this many guests. Empty: any party."
              error={form.errorFor('serviceChargeMinGuests')}
              inputRef={form.register('serviceChargeMinGuests')}
              inputMode="numeric"
              value={values.serviceChargeMinGuests}
              onValueChange={(serviceChargeMinGuests) => setValues((v) => ({ ...v, serviceChargeMinGuests }))}
            />
            <Field
              label="Tax on the service charge"
              hint="Whether the service charge is taxed depends on the country."
              error={form.errorFor('serviceChargeTaxId')}
            >
              {(ids) => (
                <Select
                  {...ids}
                  ref={form.register('serviceChargeTaxId')}
                  value={values.serviceChargeTaxId}
                  onChange={(e) => setValues((v) => ({ ...v, serviceChargeTaxId: e.target.value }))}
                >
                  <option value="">Not taxed</option>
                  {(taxes.data ?? []).map((tax) => (
                    <option key={tax.id} value={tax.id}>
                      {tax.title} ({tax.rate}%)
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <SwitchRow
              label="Dine-in orders only"
              description="Takeaway and delivery orders are not charged."
              checked={values.serviceChargeDineInOnly}
              onCheckedChange={(serviceChargeDineInOnly) =>
                setValues((v) => ({ ...v, serviceChargeDineInOnly }))
              }
            />
          </CardBody>
        </Card>
        <div className="flex justify-end lg:col-span-2">
          <Button type="submit" loading={form.busy}>
            Save
          </Button>
        </div>
      </form>
      <TillLockSettingsCard />
    </div>
  );
}
