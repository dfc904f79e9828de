import { PRINTER_CODEPAGES, PrintingSettingsBody, type TPrintingSettings } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, TextField } from '../../components/ui/input';
import { QueryCard } from '../../components/ui/query-card';
import { SwitchRow } from '../../components/ui/switch';
import { printingSettingsKey, savePrintingSettings, usePrintingSettings } from './api/printing-api';
import { usePrintingText } from './i18n';

/** Each code page's label: its catalogue key, translated at render. */
const CODEPAGE_LABEL_KEYS: Record<string, string> = {
  auto: 'codepageAuto',
  cp437: 'codepageCp437',
  cp850: 'codepageCp850',
  cp858: 'codepageCp858',
  cp860: 'codepageCp860',
  cp863: 'codepageCp863',
  cp865: 'codepageCp865',
  cp1252: 'codepageCp1252',
  cp866: 'codepageCp866',
  cp852: 'codepageCp852',
  cp1253: 'codepageCp1253',
  cp1257: 'codepageCp1257',
  iso88597: 'codepageIso88597',
};

/** What prints by itself, how long a waiting job stays worth printing, and the printers' code page. */
export function PrintingSettingsCard() {
  const { t } = usePrintingText();
  return (
    <QueryCard title={t('automaticPrinting')} query={usePrintingSettings()}>
      {(data) => <PrintingSettingsForm key={JSON.stringify(data)} saved={data} />}
    </QueryCard>
  );
}

function PrintingSettingsForm({ saved }: { saved: TPrintingSettings }) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'jobMaxAgeMinutes'>();
  const { t } = usePrintingText();
  const [values, setValues] = useState({ ...saved, jobMaxAgeMinutes: String(saved.jobMaxAgeMinutes) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, jobMaxAgeMinutes: Number(values.jobMaxAgeMinutes) };
    const ok = await form.submit(PrintingSettingsBody, body, () => savePrintingSettings(body));
    if (ok) await queryClient.invalidateQueries({ queryKey: printingSettingsKey });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-2">
      <SwitchRow
        label={t('autoTickets')}
        description={t('autoTicketsDescription')}
        checked={values.autoPrintTickets}
        onCheckedChange={(autoPrintTickets) => setValues((v) => ({ ...v, autoPrintTickets }))}
      />
      <SwitchRow
        label={t('autoReceipts')}
        description={t('autoReceiptsDescription')}
        checked={values.autoPrintReceipts}
        onCheckedChange={(autoPrintReceipts) => setValues((v) => ({ ...v, autoPrintReceipts }))}
      />
      <SwitchRow
        label={t('kickDrawer')}
        checked={values.kickDrawerOnCash}
        onCheckedChange={(kickDrawerOnCash) => setValues((v) => ({ ...v, kickDrawerOnCash }))}
      />
      <div className="grid gap-4 pt-2 sm:grid-cols-2">
        <TextField
          label={t('jobMaxAge')}
          hint={t('jobMaxAgeHint')}
          inputMode="numeric"
          error={form.errorFor('jobMaxAgeMinutes')}
          inputRef={form.register('jobMaxAgeMinutes')}
          value={values.jobMaxAgeMinutes}
          onValueChange={(jobMaxAgeMinutes) => setValues((v) => ({ ...v, jobMaxAgeMinutes }))}
        />
        <Field label={t('codepage')} hint={t('codepageHint')}>
          {(ids) => (
            <Select
              {...ids}
              value={values.codepage}
              onChange={(event) =>
                setValues((v) => ({ ...v, codepage: event.target.value as TPrintingSettings['codepage'] }))
              }
            >
              {PRINTER_CODEPAGES.map((codepage) => (
                <option key={codepage} value={codepage}>
                  {CODEPAGE_LABEL_KEYS[codepage] ? t(CODEPAGE_LABEL_KEYS[codepage]) : codepage}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="pt-2">
        <Button type="submit" disabled={form.busy}>
          {t('saveAutomaticPrinting')}
        </Button>
      </div>
    </form>
  );
}
