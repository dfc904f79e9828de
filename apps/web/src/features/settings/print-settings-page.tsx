import { PAGE_FORMATS, PrintSettingBody, type TPrintSetting } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, Textarea } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { SwitchRow } from '../../components/ui/switch';
import { printSettingKey, savePrintSetting, usePrintSetting } from './api/print-setting-api';

type Toggle = 'isEnablePrint' | 'showStoreDetails' | 'showCustomerDetails' | 'showNotes' | 'printToken';

const TOGGLES: Array<{ key: Toggle; label: string; description: string }> = [
  {
    key: 'isEnablePrint',
    label: 'Enable Print',
    description: 'Offer receipt printing at the POS and in Orders.',
  },
  {
    key: 'showStoreDetails',
    label: 'Show Store Details',
    description: 'Store name, address, phone and e-mail at the top of the receipt.',
  },
  {
    key: 'showCustomerDetails',
    label: 'Show Customer Details',
    description: 'Customer type, name and order type on the receipt.',
  },
  { key: 'showNotes', label: 'Show Notes', description: "Each line's notes under the item." },
  {
    key: 'printToken',
    label: 'Print Token',
    description:
      'The token number is printed with the receipt and given to the kitchen; it resets automatically every day.',
  },
];

/** Print Settings (spec 2 section 2.7): receipt toggles, page size and header and footer texts. */
export function PrintSettingsPage() {
  const { data, isPending, isError, refetch } = usePrintSetting();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />;
  return <PrintSettingsForm key={JSON.stringify(data)} saved={data} />;
}

function PrintSettingsForm({ saved }: { saved: TPrintSetting }) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'pageFormat' | 'header' | 'footer'>();
  const [values, setValues] = useState({ ...saved, header: saved.header ?? '', footer: saved.footer ?? '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit(PrintSettingBody, values, () => savePrintSetting(values));
    if (ok) await queryClient.invalidateQueries({ queryKey: printSettingKey });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-4xl gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Receipt</CardTitle>
        </CardHeader>
        <CardBody className="divide-y divide-stone-100 py-2">
          {TOGGLES.map((toggle) => (
            <SwitchRow
              key={toggle.key}
              label={toggle.label}
              description={toggle.description}
              checked={values[toggle.key]}
              onCheckedChange={(checked) => setValues((v) => ({ ...v, [toggle.key]: checked }))}
            />
          ))}
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Layout</CardTitle>
        </CardHeader>
        <CardBody className="space-y-4">
          <Field
            label="Page Size"
            error={form.errorFor('pageFormat')}
            hint="The width of your receipt paper."
          >
            {(ids) => (
              <Select
                {...ids}
                ref={form.register('pageFormat')}
                value={values.pageFormat}
                onChange={(e) => setValues((v) => ({ ...v, pageFormat: Number(e.target.value) }))}
              >
                {PAGE_FORMATS.map((size) => (
                  <option key={size} value={size}>
                    {size}mm
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Header" error={form.errorFor('header')} hint="Printed above the items.">
            {(ids) => (
              <Textarea
                {...ids}
                ref={form.register('header')}
                rows={3}
                value={values.header}
                onChange={(e) => setValues((v) => ({ ...v, header: e.target.value }))}
              />
            )}
          </Field>
          <Field label="Footer" error={form.errorFor('footer')} hint="Printed below the totals.">
            {(ids) => (
              <Textarea
                {...ids}
                ref={form.register('footer')}
                rows={3}
                value={values.footer}
                onChange={(e) => setValues((v) => ({ ...v, footer: e.target.value }))}
              />
            )}
          </Field>
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
