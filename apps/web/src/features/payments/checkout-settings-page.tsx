import { CheckoutSettingsBody, type TCheckoutSettings } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { checkoutSettingsKey, saveCheckoutSettings, useCheckoutSettings } from './api/checkout-settings-api';

/** "10, 15 20" → [10, 15, 20]; anything that is not a whole number stays as typed, for the check to name. */
function parsePresets(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Settings → Checkout: the discount staff may give without a manager, and the tip presets. */
export function CheckoutSettingsPage() {
  const { data, isPending, isError, refetch } = useCheckoutSettings();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />;
  return <CheckoutSettingsForm key={JSON.stringify(data)} saved={data} />;
}

function CheckoutSettingsForm({ saved }: { saved: TCheckoutSettings }) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'discountLimit' | 'tipPresets'>();
  const [values, setValues] = useState({
    discountLimit: String(saved.discount_limit),
    tipPresets: saved.tip_presets.join(', '),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { discountLimit: values.discountLimit, tipPresets: parsePresets(values.tipPresets) };
    const ok = await form.submit(CheckoutSettingsBody, body, () =>
      saveCheckoutSettings(body as Parameters<typeof saveCheckoutSettings>[0]),
    );
    if (ok) await queryClient.invalidateQueries({ queryKey: checkoutSettingsKey });
  };

  return (
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
      <div className="flex justify-end lg:col-span-2">
        <Button type="submit" loading={form.busy}>
          Save
        </Button>
      </div>
    </form>
  );
}
