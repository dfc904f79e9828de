import type { TTenantRow } from '@mise/contracts';
import { isValidEmail } from '@mise/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { SwitchRow } from '../../components/ui/switch';
import { withToast } from '../../lib/toast';
import { addTenant, updateTenant } from './api/tenants-api';
import { useSuperadminText } from './i18n';

type FieldName = 'name' | 'email' | 'password';

/** Add a tenant (name, e-mail, password, active) or edit one (name, e-mail, active); spec 2 section 5 texts. */
export function TenantFormDialog({
  tenant,
  onClose,
  onSaved,
}: {
  /** null: a new tenant. */
  tenant: TTenantRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useSuperadminText();
  const isNew = tenant === null;
  const [name, setName] = useState(tenant?.name ?? '');
  const [email, setEmail] = useState(tenant?.email ?? '');
  const [password, setPassword] = useState('');
  const [isActive, setIsActive] = useState(tenant ? tenant.is_active === 1 : true);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const validate = (): Partial<Record<FieldName, string>> | null => {
    if (!name.trim()) return { name: isNew ? t('provideName') : t('provideTenantName') };
    if (!email.trim()) return { email: isNew ? t('provideEmail') : t('provideTenantEmail') };
    if (!isValidEmail(email.trim())) {
      return { email: isNew ? t('provideValidEmail') : t('provideValidEmailUpdate') };
    }
    if (isNew && !password) return { password: t('providePassword') };
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate();
    setErrors(problem ?? {});
    if (problem) return;
    setBusy(true);
    try {
      const body = { name: name.trim(), email: email.trim(), isActive };
      await withToast(tenant ? updateTenant(tenant.id, body) : addTenant({ ...body, password }));
      onSaved();
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? t('addTenant') : t('updateTenant')}
      description={isNew ? t('addTenantDescription') : tenant.name}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="tenant-form" loading={busy}>
            {isNew ? t('add') : t('update')}
          </Button>
        </>
      }
    >
      <form id="tenant-form" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('name')} error={errors.name}>
          {(ids) => <Input {...ids} value={name} onChange={(e) => setName(e.target.value)} autoFocus />}
        </Field>
        <Field
          label={t('email')}
          error={errors.email}
          hint={isNew ? t('adminEmailHint') : t('contactEmailHint')}
        >
          {(ids) => <Input {...ids} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        {isNew ? (
          <Field label={t('password')} error={errors.password} hint={t('atLeast8')}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <SwitchRow
          id="tenant-active"
          label={t('active')}
          description={t('activeHint')}
          checked={isActive}
          onCheckedChange={setIsActive}
        />
      </form>
    </Dialog>
  );
}
