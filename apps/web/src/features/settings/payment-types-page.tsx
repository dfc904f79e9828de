import { PaymentTypeAddBody, PaymentTypeUpdateBody, type TPaymentType } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { Switch, SwitchRow } from '../../components/ui/switch';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { withToast } from '../../lib/toast';
import {
  addPaymentType,
  deletePaymentType,
  paymentTypesKey,
  togglePaymentType,
  updatePaymentType,
  usePaymentTypes,
} from './api/payment-types-api';
import { useSettingsText } from './i18n';

/** Payment Types (spec 2 section 2.7): only active ones are offered when taking payment. */
export function PaymentTypesPage() {
  const { t } = useSettingsText();
  const query = usePaymentTypes();
  const queryClient = useQueryClient();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TPaymentType | 'new' | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const onToggle = async (paymentType: TPaymentType, isActive: boolean) => {
    setToggling(paymentType.id);
    try {
      await withToast(togglePaymentType(paymentType.id, isActive));
      await queryClient.invalidateQueries({ queryKey: paymentTypesKey });
    } catch {
      // The toast told the user; the switch still shows the saved state.
    } finally {
      setToggling(null);
    }
  };

  return (
    <ListPage
      title={t('paymentTypes')}
      description={t('paymentTypesDescription')}
      onNew={() => setEditing('new')}
      query={query}
      empty={{
        title: t('noPaymentTypesYet'),
        description: t('noPaymentTypesHint'),
      }}
      dialog={
        editing ? (
          <PaymentTypeDialog
            paymentType={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null
      }
    >
      {(paymentTypes) => (
        <Table aria-label={t('paymentTypesTable')}>
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>{t('title')}</TH>
              <TH className="w-24">{t('cash')}</TH>
              <TH className="w-24">{t('active')}</TH>
              <TH className="w-28 text-end">{t('actions')}</TH>
            </tr>
          </THead>
          <TBody>
            {paymentTypes.map((paymentType, index) => (
              <TR key={paymentType.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{paymentType.title}</TD>
                <TD className="text-stone-600">{paymentType.is_cash ? t('yes') : t('no')}</TD>
                <TD>
                  <Switch
                    aria-label={t('paymentTypeActive', { name: paymentType.title })}
                    checked={paymentType.is_active}
                    disabled={toggling === paymentType.id}
                    onCheckedChange={(checked) => onToggle(paymentType, checked)}
                  />
                </TD>
                <TD className="text-end whitespace-nowrap">
                  <RowActions
                    name={paymentType.title}
                    onEdit={() => setEditing(paymentType)}
                    onDelete={() =>
                      confirmedDelete({
                        remove: () => deletePaymentType(paymentType.id),
                        refresh: [paymentTypesKey],
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
  );
}

function PaymentTypeDialog({
  paymentType,
  onClose,
}: {
  paymentType: TPaymentType | null;
  onClose: () => void;
}) {
  const { t } = useSettingsText();
  const queryClient = useQueryClient();
  const form = useDialogForm<'title'>();
  const [values, setValues] = useState({
    title: paymentType?.title ?? '',
    isActive: paymentType?.is_active ?? true,
    isCash: paymentType?.is_cash ?? false,
  });

  const onSubmit = async () => {
    const ok = paymentType
      ? await form.submit(PaymentTypeUpdateBody, values, () => updatePaymentType(paymentType.id, values))
      : await form.submit(PaymentTypeAddBody, values, () => addPaymentType(values));
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: paymentTypesKey });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={paymentType ? t('updatePaymentType') : t('addPaymentType')}
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
        placeholder={t('paymentTypePlaceholder')}
        autoFocus
      />
      <SwitchRow
        label={t('cash')}
        description={t('cashDescription')}
        checked={values.isCash}
        onCheckedChange={(checked) => setValues((v) => ({ ...v, isCash: checked }))}
      />
      <SwitchRow
        label={t('active')}
        description={t('activeDescription')}
        checked={values.isActive}
        onCheckedChange={(checked) => setValues((v) => ({ ...v, isActive: checked }))}
      />
    </FormDialog>
  );
}
