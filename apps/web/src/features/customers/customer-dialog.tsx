import { CustomerAddBody, CustomerUpdateBody, type TCustomer } from '@mise/contracts';
import { GENDERS } from '@mise/domain';
import { useState } from 'react';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { addCustomer, updateCustomer } from './api/customers-api';
import { useCustomersText } from './i18n';

type CustomerField = 'phone' | 'name' | 'email' | 'birthDate' | 'gender';

/** The browser's own date, the latest a birth date may be (the server checks the store's). */
const todayInBrowser = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * Add Customer and Update Customer (spec 1 section 2, spec 2 section 2.3): the phone is the key and
 * cannot be edited. Used by the customers screen, the POS and the reservations screen.
 */
export function CustomerDialog({
  customer,
  initialPhone = '',
  initialName = '',
  onClose,
  onSaved,
}: {
  customer: TCustomer | null;
  initialPhone?: string;
  initialName?: string;
  onClose: () => void;
  onSaved: (saved: { name: string; phone: string }) => void;
}) {
  const { t } = useCustomersText();
  const form = useDialogForm<CustomerField>();
  const [values, setValues] = useState({
    phone: customer?.phone ?? initialPhone,
    name: customer?.name ?? initialName,
    email: customer?.email ?? '',
    birthDate: customer?.birth_date ?? '',
    gender: customer?.gender ?? '',
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const today = todayInBrowser();

  const onSubmit = async () => {
    const { phone, ...details } = values;
    const ok = customer
      ? await form.submit(CustomerUpdateBody, details, () => updateCustomer(customer.phone, details))
      : await form.submit(CustomerAddBody, values, () => addCustomer(values));
    if (ok) onSaved({ name: values.name.trim(), phone: customer?.phone ?? phone.trim() });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={customer ? t('updateCustomer') : t('addCustomer')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label={t('phone')} error={form.errorFor('phone')} hint={customer ? t('phoneHint') : undefined}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('phone')}
            type="tel"
            value={values.phone}
            disabled={Boolean(customer)}
            maxLength={20}
            onChange={(e) => set({ phone: e.target.value })}
            autoFocus={!customer}
          />
        )}
      </Field>
      <Field label={t('name')} error={form.errorFor('name')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('name')}
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            autoFocus={Boolean(customer)}
          />
        )}
      </Field>
      <Field label={t('email')} error={form.errorFor('email')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('email')}
            type="email"
            value={values.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('birthDate')} error={form.errorFor('birthDate')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('birthDate')}
              type="date"
              max={today}
              value={values.birthDate}
              onChange={(e) => set({ birthDate: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('gender')} error={form.errorFor('gender')}>
          {(ids) => (
            <Select
              {...ids}
              ref={form.register('gender')}
              value={values.gender}
              onChange={(e) => set({ gender: e.target.value })}
            >
              <option value="">{t('notSpecified')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t('genderOption', { gender: g })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
