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
  const [editing, setEditing] = useState<TPrinter | 'new' | null>(null);
  const stationName = new Map((stations.data ?? []).map((s) => [s.id, s.name]));

  return (
    <div className="space-y-8">
      <ListPage
        title="Printers"
        description="Kitchen, bar and receipt printers on your network (ESC/POS, port 9100), reached through a print bridge."
        onNew={() => setEditing('new')}
        query={query}
        empty={{
          title: 'No printers yet',
          description: 'Add a printer with its address on your network, then pair a print bridge below.',
        }}
        dialog={
          editing ? (
            <PrinterDialog printer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null
        }
      >
        {(printers) => (
          <Table aria-label="Printers">
            <THead>
              <tr>
                <TH>Printer</TH>
                <TH className="hidden md:table-cell">Prints</TH>
                <TH>State</TH>
                <TH className="w-28 text-right">Actions</TH>
              </tr>
            </THead>
            <TBody>
              {printers.map((printer) => (
                <TR key={printer.id}>
                  <TD>
                    <span className="block font-medium text-stone-900">{printer.name}</span>
                    <span className="block text-xs text-stone-500">
                      {printer.address} · {printer.paperWidth} mm
                    </span>
                  </TD>
                  <TD className="hidden md:table-cell">
                    <div className="flex flex-wrap gap-1">
                      {printer.printsTickets ? (
                        <Badge tone="brand">
                          Tickets:{' '}
                          {printer.stationIds.length === 0
                            ? 'all stations'
                            : printer.stationIds.map((id) => stationName.get(id) ?? '?').join(', ')}
                        </Badge>
                      ) : null}
                      {printer.printsBills ? <Badge>Bills</Badge> : null}
                      {printer.printsReceipts ? <Badge>Receipts</Badge> : null}
                      {printer.hasCashDrawer ? <Badge tone="amber">Cash drawer</Badge> : null}
                    </div>
                  </TD>
                  <TD>
                    <PrinterState printer={printer} />
                  </TD>
                  <TD className="text-right whitespace-nowrap">
                    <RowActions
                      name={printer.name}
                      onEdit={() => setEditing(printer)}
                      onDelete={() =>
                        confirmedDelete({
                          consequence: 'Its waiting print jobs are deleted with it.',
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
  if (printer.status === 'online') return <Badge tone="green">Online</Badge>;
  if (printer.status === 'offline')
    return (
      <span>
        <Badge tone="red">Offline</Badge>
        {printer.statusError ? (
          <span className="mt-1 block text-xs text-red-700">{printer.statusError}</span>
        ) : null}
      </span>
    );
  return <Badge title="No print bridge has reported this printer yet">Not seen yet</Badge>;
}

type PrinterForm = Omit<Required<TPrinterBody>, 'stationIds'> & { stationIds: number[] };

function PrinterDialog({ printer, onClose }: { printer: TPrinter | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const stations = useStations();
  const form = useDialogForm<'name' | 'address'>();
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
      title={printer ? 'Update Printer' : 'Add Printer'}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label="Name"
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={values.name}
        onValueChange={(name) => set('name', name)}
        placeholder="e.g. Bar printer"
        autoFocus
      />
      <TextField
        label="Address"
        hint="Its IP address on your network, and the port when it is not 9100."
        error={form.errorFor('address')}
        inputRef={form.register('address')}
        value={values.address}
        onValueChange={(address) => set('address', address)}
        placeholder="192.168.1.50:9100"
        inputMode="url"
      />
      <Field label="Paper width">
        {(ids) => (
          <Select
            {...ids}
            value={String(values.paperWidth)}
            onChange={(event) => set('paperWidth', Number(event.target.value) as 80 | 57)}
          >
            <option value="80">80 mm</option>
            <option value="57">57 mm</option>
          </Select>
        )}
      </Field>
      <SwitchRow
        label="Kitchen tickets"
        description="Prints each order's lines for its stations when it is sent, and void and comp slips."
        checked={values.printsTickets}
        onCheckedChange={(on) => set('printsTickets', on)}
      />
      {values.printsTickets ? (
        <CheckboxGroup
          legend="Stations"
          hint="Leave all unticked to print every station's lines (and lines of no station)."
          options={(stations.data ?? []).map((s) => ({ id: s.id, label: s.name }))}
          selected={values.stationIds}
          onChange={(ids) => set('stationIds', ids)}
          empty="No stations yet: this printer takes every line. Add stations under Settings → Stations."
        />
      ) : null}
      <SwitchRow
        label="Bills"
        description="The bill a table asks for before paying."
        checked={values.printsBills}
        onCheckedChange={(on) => set('printsBills', on)}
      />
      <SwitchRow
        label="Receipts"
        description="The receipt of a paid order."
        checked={values.printsReceipts}
        onCheckedChange={(on) => set('printsReceipts', on)}
      />
      <SwitchRow
        label="Cash drawer"
        description="A cash drawer is wired to this printer: it opens when cash is taken."
        checked={values.hasCashDrawer}
        onCheckedChange={(on) => set('hasCashDrawer', on)}
      />
    </FormDialog>
  );
}
