import { PaymentTypeAddBody, PaymentTypeUpdateBody, type TPaymentType } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input } from '../../components/ui/input';
import { SectionHeader } from '../../components/ui/section-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
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

/** Payment Types (spec 2 section 2.7): only active ones are offered when taking payment. */
export function PaymentTypesPage() {
  const { data, isPending, isError, refetch } = usePaymentTypes();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TPaymentType | 'new' | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: paymentTypesKey });

  const onToggle = async (paymentType: TPaymentType, isActive: boolean) => {
    setToggling(paymentType.id);
    try {
      await withToast(togglePaymentType(paymentType.id, isActive));
      await reload();
    } catch {
      // The toast told the user; the switch still shows the saved state.
    } finally {
      setToggling(null);
    }
  };

  const onDelete = async (paymentType: TPaymentType) => {
    if (!(await confirm({ message: 'Are you sure! This process is irreversible!', confirmLabel: 'Delete' })))
      return;
    try {
      await withToast(deletePaymentType(paymentType.id));
    } catch {
      return;
    }
    await reload();
  };

  return (
    <div>
      <SectionHeader
        title="Payment Types"
        description="Active payment types are offered when a bill is paid."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            New
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title="No payment types yet"
          description="Add how your guests pay, such as Cash or Card."
        />
      ) : (
        <Table aria-label="Payment types">
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>Title</TH>
              <TH className="w-24">Active</TH>
              <TH className="w-28 text-right">Actions</TH>
            </tr>
          </THead>
          <TBody>
            {data.map((paymentType, index) => (
              <TR key={paymentType.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{paymentType.title}</TD>
                <TD>
                  <Switch
                    aria-label={`${paymentType.title} active`}
                    checked={paymentType.is_active}
                    disabled={toggling === paymentType.id}
                    onCheckedChange={(checked) => onToggle(paymentType, checked)}
                  />
                </TD>
                <TD className="text-right whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${paymentType.title}`}
                    onClick={() => setEditing(paymentType)}
                  >
                    <Pencil className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${paymentType.title}`}
                    onClick={() => onDelete(paymentType)}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" />
                  </Button>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
      {editing ? (
        <PaymentTypeDialog
          paymentType={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function PaymentTypeDialog({
  paymentType,
  onClose,
}: {
  paymentType: TPaymentType | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'title'>();
  const [values, setValues] = useState({
    title: paymentType?.title ?? '',
    isActive: paymentType?.is_active ?? true,
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
      title={paymentType ? 'Update Payment Type' : 'Add Payment Type'}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label="Title" error={form.errorFor('title')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('title')}
            value={values.title}
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
            placeholder="e.g. Card"
            autoFocus
          />
        )}
      </Field>
      <SwitchRow
        label="Active"
        description="Offered when a bill is paid."
        checked={values.isActive}
        onCheckedChange={(checked) => setValues((v) => ({ ...v, isActive: checked }))}
      />
    </FormDialog>
  );
}
