import { PRINTER_CODEPAGES, PrintingSettingsBody, type TPrintingSettings } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, TextField } from '../../components/ui/input';
import { QueryCard } from '../../components/ui/query-card';
import { SwitchRow } from '../../components/ui/switch';
import { printingSettingsKey, savePrintingSettings, usePrintingSettings } from './api/printing-api';

const CODEPAGE_LABELS: Record<string, string> = {
  auto: 'Automatic (chosen per character)',
  cp437: 'CP437 (US)',
  cp850: 'CP850 (Western Europe)',
  cp858: 'CP858 (Western Europe with €)',
  cp860: 'CP860 (Portuguese)',
  cp863: 'CP863 (Canadian French)',
  cp865: 'CP865 (Nordic)',
  cp1252: 'Windows-1252 (Western)',
  cp866: 'CP866 (Cyrillic)',
  cp852: 'CP852 (Central Europe)',
  cp1253: 'Windows-1253 (Greek)',
  cp1257: 'Windows-1257 (Baltic)',
  iso88597: 'ISO 8859-7 (Greek)',
};

/** What prints by itself, how long a waiting job stays worth printing, and the printers' code page. */
export function PrintingSettingsCard() {
  return (
    <QueryCard title="Automatic printing" query={usePrintingSettings()}>
      {(data) => <PrintingSettingsForm key={JSON.stringify(data)} saved={data} />}
    </QueryCard>
  );
}

function PrintingSettingsForm({ saved }: { saved: TPrintingSettings }) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'jobMaxAgeMinutes'>();
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
        label="Kitchen tickets when an order is sent"
        description="Each station's printer prints its lines; voids and comps print a slip."
        checked={values.autoPrintTickets}
        onCheckedChange={(autoPrintTickets) => setValues((v) => ({ ...v, autoPrintTickets }))}
      />
      <SwitchRow
        label="Receipt when an order is paid"
        description="On every printer that prints receipts."
        checked={values.autoPrintReceipts}
        onCheckedChange={(autoPrintReceipts) => setValues((v) => ({ ...v, autoPrintReceipts }))}
      />
      <SwitchRow
        label="Open the cash drawer on cash payments"
        checked={values.kickDrawerOnCash}
        onCheckedChange={(kickDrawerOnCash) => setValues((v) => ({ ...v, kickDrawerOnCash }))}
      />
      <div className="grid gap-4 pt-2 sm:grid-cols-2">
        <TextField
          label="Print waiting jobs up to (minutes old)"
          hint="A bridge that was offline skips older jobs: a ticket an hour late only confuses the kitchen."
          inputMode="numeric"
          error={form.errorFor('jobMaxAgeMinutes')}
          inputRef={form.register('jobMaxAgeMinutes')}
          value={values.jobMaxAgeMinutes}
          onValueChange={(jobMaxAgeMinutes) => setValues((v) => ({ ...v, jobMaxAgeMinutes }))}
        />
        <Field
          label="Code page for accented text"
          hint="Automatic suits most printers; pick one if accents print wrong."
        >
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
                  {CODEPAGE_LABELS[codepage] ?? codepage}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="pt-2">
        <Button type="submit" disabled={form.busy}>
          Save Automatic Printing
        </Button>
      </div>
    </form>
  );
}
