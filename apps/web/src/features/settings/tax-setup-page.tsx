import { TaxAddBody, TaxUpdateBody, type TTax } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select, TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useFormat } from '../../i18n/format';
import { addTax, deleteTax, taxesKey, updateTax, useTaxes } from './api/taxes-api';
import { useSettingsText } from './i18n';

/** Tax Setup (spec 2 section 2.7): #, title, rate %, type, with add, update and delete. */
export function TaxSetupPage() {
  const { t } = useSettingsText();
  const { number } = useFormat();
  const query = useTaxes();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TTax | 'new' | null>(null);

  const onDelete = (tax: TTax) =>
    confirmedDelete({
      consequence: tax.items_count > 0 ? t('taxDeleteConsequence', { count: tax.items_count }) : undefined,
      remove: () => deleteTax(tax.id),
      refresh: [taxesKey, ['menu-items']],
    });

  return (
    <ListPage
      title={t('taxSetup')}
      description={t('taxSetupDescription')}
      onNew={() => setEditing('new')}
      query={query}
      empty={{ title: t('noTaxesYet'), description: t('noTaxesHint') }}
      dialog={
        editing ? (
          <TaxDialog tax={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null
      }
    >
      {(taxes) => (
        <Table aria-label={t('taxes')}>
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>{t('title')}</TH>
              <TH className="whitespace-nowrap">{t('ratePercent')}</TH>
              <TH>{t('type')}</TH>
              <TH className="w-28 text-end">{t('actions')}</TH>
            </tr>
          </THead>
          <TBody>
            {taxes.map((tax, index) => (
              <TR key={tax.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{tax.title}</TD>
                <TD className="tabular-nums">
                  {number(tax.rate / 100, { style: 'percent', maximumFractionDigits: 2 })}
                </TD>
                <TD>
                  <Badge tone={tax.type === 'inclusive' ? 'blue' : 'amber'}>{t(tax.type)}</Badge>
                </TD>
                <TD className="text-end whitespace-nowrap">
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
  const { t } = useSettingsText();
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
      title={tax ? t('updateTax') : t('addTax')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('title')}
        error={form.errorFor('title')}
        inputRef={form.register('title')}
        value={values.title}
        onValueChange={(title) => setValues((v) => ({ ...v, title }))}
        placeholder={t('taxPlaceholder')}
        autoFocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('ratePercent')} error={form.errorFor('rate')} hint={t('rateHint')}>
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
        <Field label={t('type')} error={form.errorFor('type')}>
          {(ids) => (
            <Select
              {...ids}
              ref={form.register('type')}
              value={values.type}
              onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as TTax['type'] | '' }))}
            >
              <option value="">{t('selectType')}</option>
              <option value="exclusive">{t('exclusive')}</option>
              <option value="inclusive">{t('inclusive')}</option>
            </Select>
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
