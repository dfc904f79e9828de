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
import { useSettingsText } from './i18n';

type Toggle = 'isEnablePrint' | 'showStoreDetails' | 'showCustomerDetails' | 'showNotes' | 'printToken';

/** Each toggle's label is the catalogue key `<key>`, its description `<key>Description`. */
const TOGGLES: Toggle[] = [
  'isEnablePrint',
  'showStoreDetails',
  'showCustomerDetails',
  'showNotes',
  'printToken',
];

/** Print Settings (spec 2 section 2.7): receipt toggles, page size and header and footer texts. */
export function PrintSettingsPage() {
  const { t } = useSettingsText();
  const { data, isPending, isError, refetch } = usePrintSetting();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message={t('errorLoading')} onRetry={() => refetch()} />;
  return <PrintSettingsForm key={JSON.stringify(data)} saved={data} />;
}

function PrintSettingsForm({ saved }: { saved: TPrintSetting }) {
  const { t } = useSettingsText();
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
          <CardTitle>{t('receipt')}</CardTitle>
        </CardHeader>
        <CardBody className="divide-y divide-stone-100 py-2">
          {TOGGLES.map((toggle) => (
            <SwitchRow
              key={toggle}
              label={t(toggle)}
              description={t(`${toggle}Description`)}
              checked={values[toggle]}
              onCheckedChange={(checked) => setValues((v) => ({ ...v, [toggle]: checked }))}
            />
          ))}
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('layout')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-4">
          <Field label={t('pageSize')} error={form.errorFor('pageFormat')} hint={t('pageSizeHint')}>
            {(ids) => (
              <Select
                {...ids}
                ref={form.register('pageFormat')}
                value={values.pageFormat}
                onChange={(e) => setValues((v) => ({ ...v, pageFormat: Number(e.target.value) }))}
              >
                {PAGE_FORMATS.map((size) => (
                  <option key={size} value={size}>
                    {t('millimetres', { size })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('header')} error={form.errorFor('header')} hint={t('headerHint')}>
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
          <Field label={t('footer')} error={form.errorFor('footer')} hint={t('footerHint')}>
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
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
