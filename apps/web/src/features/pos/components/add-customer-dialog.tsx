import { useRef, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, Input, Select } from '../../../components/ui/input';
import { withToast } from '../../../lib/toast';
import {
  type AddCustomerField,
  type AddCustomerMessage,
  type AddCustomerValues,
  addCustomerBody,
  checkAddCustomer,
  localToday,
} from '../add-customer-form';
import { addCustomer } from '../api/customers-api';
import { usePosText } from '../i18n';
import type { PosCustomer } from '../pos-order';

/**
 * Add Customer (spec 1 POS dialogs): Phone and Name required, Email, Birth Date, Gender; Close and
 * Save. The new customer becomes the order's customer.
 */
export function AddCustomerDialog({
  initial,
  onAdded,
  onClose,
}: {
  initial: Partial<AddCustomerValues>;
  onAdded: (customer: PosCustomer) => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const [values, setValues] = useState<AddCustomerValues>({
    phone: '',
    name: '',
    email: '',
    birthDate: '',
    gender: '',
    ...initial,
  });
  const [error, setError] = useState<{ field: AddCustomerField; message: AddCustomerMessage } | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef(new Map<AddCustomerField, HTMLElement | null>());
  const register = (field: AddCustomerField) => (el: HTMLElement | null) => {
    fields.current.set(field, el);
  };
  const set = (field: AddCustomerField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const errorFor = (field: AddCustomerField) => (error?.field === field ? t(error.message) : null);

  const onSubmit = async () => {
    const problem = checkAddCustomer(values);
    setError(problem);
    if (problem) {
      fields.current.get(problem.field)?.focus();
      return;
    }
    const body = addCustomerBody(values);
    setBusy(true);
    try {
      await withToast(addCustomer(body), t('somethingWentWrong'));
      onAdded({ phone: body.phone, name: body.name });
    } catch {
      // The toast told the user; the dialog keeps their input.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('addCustomer')}
      cancelLabel={t('close')}
      busy={busy}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('phone')} error={errorFor('phone')}>
          {(ids) => (
            <Input
              {...ids}
              ref={register('phone')}
              type="tel"
              value={values.phone}
              onChange={set('phone')}
              maxLength={20}
              autoFocus={!values.phone}
            />
          )}
        </Field>
        <Field label={t('name')} error={errorFor('name')}>
          {(ids) => (
            <Input
              {...ids}
              ref={register('name')}
              value={values.name}
              onChange={set('name')}
              maxLength={120}
              autoFocus={Boolean(values.phone)}
            />
          )}
        </Field>
      </div>
      <Field label={t('email')} error={errorFor('email')}>
        {(ids) => (
          <Input {...ids} ref={register('email')} type="email" value={values.email} onChange={set('email')} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('birthDate')} error={errorFor('birthDate')}>
          {(ids) => (
            <Input
              {...ids}
              ref={register('birthDate')}
              type="date"
              max={localToday()}
              value={values.birthDate}
              onChange={set('birthDate')}
            />
          )}
        </Field>
        <Field label={t('gender')} error={errorFor('gender')}>
          {(ids) => (
            <Select {...ids} ref={register('gender')} value={values.gender} onChange={set('gender')}>
              <option value="">{t('selectOption')}</option>
              <option value="female">{t('female')}</option>
              <option value="male">{t('male')}</option>
              <option value="other">{t('otherGender')}</option>
            </Select>
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
