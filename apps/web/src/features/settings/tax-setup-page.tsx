import { TaxAddBody, TaxUpdateBody, type TTax } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select, TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { addTax, deleteTax, taxesKey, updateTax, useTaxes } from './api/taxes-api';

const TAX_TYPE_LABELS = { exclusive: 'Exclusive', inclusive: 'Inclusive' } as const;

/** Tax Setup (spec 2 section 2.7): #, title, rate %, type, with add, update and delete. */
export function TaxSetupPage() {
  const query = useTaxes();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TTax | 'new' | null>(null);

  const onDelete = (tax: TTax) =>
    confirmedDelete({
      consequence:
        tax.items_count > 0
          ? `${tax.items_count === 1 ? '1 menu item uses' : `${tax.items_count} menu items use`} this tax; ${tax.items_count === 1 ? 'it' : 'they'} will have no tax.`
          : undefined,
      remove: () => deleteTax(tax.id),
      refresh: [taxesKey, ['menu-items']],
    });

  return (
    <ListPage
      title="Tax Setup"
      description="Exclusive taxes are added on top of the price; inclusive taxes are already in it."
      onNew={() => setEditing('new')}
      query={query}
      empty={{ title: 'No taxes yet', description: 'Add the taxes your menu items carry.' }}
      dialog={
        editing ? (
          <TaxDialog tax={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null
      }
    >
      {(taxes) => (
        <Table aria-label="Taxes">
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>Title</TH>
              <TH className="whitespace-nowrap">Rate %</TH>
              <TH>Type</TH>
              <TH className="w-28 text-right">Actions</TH>
            </tr>
          </THead>
          <TBody>
            {taxes.map((tax, index) => (
              <TR key={tax.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{tax.title}</TD>
                <TD className="tabular-nums">{tax.rate}%</TD>
                <TD>
                  <Badge tone={tax.type === 'inclusive' ? 'blue' : 'amber'}>
                    {TAX_TYPE_LABELS[tax.type]}
                  </Badge>
                </TD>
                <TD className="text-right whitespace-nowrap">
                  <RowActions
                    name={tax.title}
                    onEdit={() => setEditing(tax)}
                    onDelete={() => onDelete(tax)}
                  />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </ListPage>
  );
}

function TaxDialog({ tax, onClose }: { tax: TTax | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'title' | 'rate' | 'type'>();
  const [values, setValues] = useState({
    title: tax?.title ?? '',
    rate: tax ? String(tax.rate) : '',
    type: tax?.type ?? '',
  });

  const onSubmit = async () => {
    const ok = tax
      ? await form.submit(TaxUpdateBody, values, () => updateTax(tax.id, values))
      : await form.submit(TaxAddBody, values, () => addTax(values));
    if (!ok) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: taxesKey }),
      queryClient.invalidateQueries({ queryKey: ['menu-items'] }),
    ]);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={tax ? 'Update Tax' : 'Add Tax'}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label="Title"
        error={form.errorFor('title')}
        inputRef={form.register('title')}
        value={values.title}
        onValueChange={(title) => setValues((v) => ({ ...v, title }))}
        placeholder="e.g. VAT"
        autoFocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rate %" error={form.errorFor('rate')} hint="From 0 to 100, at most 2 decimals.">
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('rate')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              value={values.rate}
              onChange={(e) => setValues((v) => ({ ...v, rate: e.target.value }))}
            />
          )}
        </Field>
        <Field label="Type" error={form.errorFor('type')}>
          {(ids) => (
            <Select
              {...ids}
              ref={form.register('type')}
              value={values.type}
              onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as TTax['type'] | '' }))}
            >
              <option value="">Select type</option>
              <option value="exclusive">{TAX_TYPE_LABELS.exclusive}</option>
              <option value="inclusive">{TAX_TYPE_LABELS.inclusive}</option>
            </Select>
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
