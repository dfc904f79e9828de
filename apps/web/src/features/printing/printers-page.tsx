import { PrinterBody, type TPrinter, type TPrinterBody } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { CheckboxGroup } from '../../components/ui/checkbox-group';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Select, TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { SwitchRow } from '../../components/ui/switch';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useStations } from '../stations/api/stations-api';
import { addPrinter, deletePrinter, printersKey, updatePrinter, usePrinters } from './api/printing-api';
import { usePrintingText } from './i18n';
import { PrintBridgesCard } from './print-bridges-card';
import { PrintJobsCard } from './print-jobs-card';
import { PrintingSettingsCard } from './printing-settings-card';

/**
 * Settings → Printers: the store's network thermal printers and what each prints, what prints by
 * itself, the print bridge that reaches them on the restaurant's network, and the recent jobs.
 * Without a bridge nothing here is needed: receipts print from the browser as before.
 */
export function PrintersPage() {
  const query = usePrinters();
  const stations = useStations();
  const confirmedDelete = useConfirmedDelete();
  const { t } = usePrintingText();
  const [editing, setEditing] = useState<TPrinter | 'new' | null>(null);
  const stationName = new Map((stations.data ?? []).map((s) => [s.id, s.name]));

  return (
    <div className="space-y-8">
      <ListPage
        title={t('printers')}
        description={t('printersDescription')}
        onNew={() => setEditing('new')}
        query={query}
        empty={{
          title: t('noPrinters'),
          description: t('noPrintersDescription'),
        }}
        dialog={
          editing ? (
            <PrinterDialog printer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null
        }
      >
        {(printers) => (
          <Table aria-label={t('printers')}>
            <THead>
              <tr>
                <TH>{t('printer')}</TH>
                <TH className="hidden md:table-cell">{t('prints')}</TH>
                <TH>{t('state')}</TH>
                <TH className="w-28 text-end">{t('actions')}</TH>
              </tr>
            </THead>
            <TBody>
              {printers.map((printer) => (
                <TR key={printer.id}>
                  <TD>
                    <span className="block font-medium text-stone-900">{printer.name}</span>
                    <span className="block text-xs text-stone-500">
                      {printer.address} · {t('paperWidthMm', { width: printer.paperWidth })}
                    </span>
                  </TD>
                  <TD className="hidden md:table-cell">
                    <div className="flex flex-wrap gap-1">
                      {printer.printsTickets ? (
                        <Badge tone="brand">
                          {t('ticketsFor', {
                            stations:
                              printer.stationIds.length === 0
                                ? t('allStations')
                                : printer.stationIds.map((id) => stationName.get(id) ?? '?').join(', '),
                          })}
                        </Badge>
                      ) : null}
                      {printer.printsBills ? <Badge>{t('bills')}</Badge> : null}
                      {printer.printsReceipts ? <Badge>{t('receipts')}</Badge> : null}
                      {printer.hasCashDrawer ? <Badge tone="amber">{t('cashDrawer')}</Badge> : null}
                    </div>
                  </TD>
                  <TD>
                    <PrinterState printer={printer} />
                  </TD>
                  <TD className="text-end whitespace-nowrap">
                    <RowActions
                      name={printer.name}
                      onEdit={() => setEditing(printer)}
                      onDelete={() =>
                        confirmedDelete({
                          consequence: t('deleteConsequence'),
                          remove: () => deletePrinter(printer.id),
                          refresh: [printersKey],
                        })
                      }
                    />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </ListPage>
      <PrintingSettingsCard />
      <PrintBridgesCard />
      <PrintJobsCard />
    </div>
  );
}

function PrinterState({ printer }: { printer: TPrinter }) {
  const { t } = usePrintingText();
  if (printer.status === 'online') return <Badge tone="green">{t('online')}</Badge>;
  if (printer.status === 'offline')
    return (
      <span>
        <Badge tone="red">{t('offline')}</Badge>
        {printer.statusError ? (
          <span className="mt-1 block text-xs text-red-700">{printer.statusError}</span>
        ) : null}
      </span>
    );
  return <Badge title={t('notSeenHint')}>{t('notSeen')}</Badge>;
}

type PrinterForm = Omit<Required<TPrinterBody>, 'stationIds'> & { stationIds: number[] };

function PrinterDialog({ printer, onClose }: { printer: TPrinter | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const stations = useStations();
  const form = useDialogForm<'name' | 'address'>();
  const { t } = usePrintingText();
  const [values, setValues] = useState<PrinterForm>({
    name: printer?.name ?? '',
    address: printer?.address ?? '',
    paperWidth: printer?.paperWidth ?? 80,
    printsTickets: printer?.printsTickets ?? true,
    stationIds: printer?.stationIds ?? [],
    printsBills: printer?.printsBills ?? false,
    printsReceipts: printer?.printsReceipts ?? false,
    hasCashDrawer: printer?.hasCashDrawer ?? false,
  });
  const set = <K extends keyof PrinterForm>(key: K, value: PrinterForm[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async () => {
    const ok = await form.submit(PrinterBody, values, () =>
      printer ? updatePrinter(printer.id, values) : addPrinter(values),
    );
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: printersKey });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={printer ? t('updatePrinter') : t('addPrinter')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('name')}
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={values.name}
        onValueChange={(name) => set('name', name)}
        placeholder={t('namePlaceholder')}
        autoFocus
      />
      <TextField
        label={t('address')}
        hint={t('addressHint')}
        error={form.errorFor('address')}
        inputRef={form.register('address')}
        value={values.address}
        onValueChange={(address) => set('address', address)}
        placeholder="192.168.1.50:9100"
        inputMode="url"
      />
      <Field label={t('paperWidth')}>
        {(ids) => (
          <Select
            {...ids}
            value={String(values.paperWidth)}
            onChange={(event) => set('paperWidth', Number(event.target.value) as 80 | 57)}
          >
            <option value="80">{t('paperWidthMm', { width: 80 })}</option>
            <option value="57">{t('paperWidthMm', { width: 57 })}</option>
          </Select>
        )}
      </Field>
      <SwitchRow
        label={t('kitchenTickets')}
        description={t('kitchenTicketsDescription')}
        checked={values.printsTickets}
        onCheckedChange={(on) => set('printsTickets', on)}
      />
      {values.printsTickets ? (
        <CheckboxGroup
          legend={t('stations')}
          hint={t('stationsHint')}
          options={(stations.data ?? []).map((s) => ({ id: s.id, label: s.name }))}
          selected={values.stationIds}
          onChange={(ids) => set('stationIds', ids)}
          empty={t('noStations')}
        />
      ) : null}
      <SwitchRow
        label={t('bills')}
        description={t('billsDescription')}
        checked={values.printsBills}
        onCheckedChange={(on) => set('printsBills', on)}
      />
      <SwitchRow
        label={t('receipts')}
        description={t('receiptsDescription')}
        checked={values.printsReceipts}
        onCheckedChange={(on) => set('printsReceipts', on)}
      />
      <SwitchRow
        label={t('cashDrawer')}
        description={t('cashDrawerDescription')}
        checked={values.hasCashDrawer}
        onCheckedChange={(on) => set('hasCashDrawer', on)}
      />
    </FormDialog>
  );
}
