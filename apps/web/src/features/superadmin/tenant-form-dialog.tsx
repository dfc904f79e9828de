import type { TTenantRow } from '@mise/contracts';
import { isValidEmail } from '@mise/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { SwitchRow } from '../../components/ui/switch';
import { withToast } from '../../lib/toast';
import { addTenant, updateTenant } from './api/tenants-api';

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
  const isNew = tenant === null;
  const [name, setName] = useState(tenant?.name ?? '');
  const [email, setEmail] = useState(tenant?.email ?? '');
  const [password, setPassword] = useState('');
  const [isActive, setIsActive] = useState(tenant ? tenant.is_active === 1 : true);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const validate = (): Partial<Record<FieldName, string>> | null => {
    if (!name.trim()) return { name: isNew ? 'Please provide name!' : "Please Provide Tenant's Name!" };
    if (!email.trim()) return { email: isNew ? 'Please provide Email!' : "Please Provide Tenant's Email!" };
    if (!isValidEmail(email.trim())) {
      return { email: isNew ? 'Please provide valid email!' : 'Please Provide Valid Email!' };
    }
    if (isNew && !password) return { password: 'Please provide password!' };
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
      title={isNew ? 'Add Tenant' : 'Update Tenant'}
      description={isNew ? 'Creates the restaurant with its admin account.' : tenant.name}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="tenant-form" loading={busy}>
            {isNew ? 'Add' : 'Update'}
          </Button>
        </>
      }
    >
      <form id="tenant-form" onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label="Name" error={errors.name}>
          {(ids) => <Input {...ids} value={name} onChange={(e) => setName(e.target.value)} autoFocus />}
        </Field>
        <Field
          label="Email"
          error={errors.email}
          hint={
            isNew
              ? 'The admin signs in with this e-mail.'
              : "The business's contact e-mail; the owner's login stays the same."
          }
        >
          {(ids) => <Input {...ids} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        {isNew ? (
          <Field label="Password" error={errors.password} hint="At least 8 characters.">
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
          label="Active"
          description="An inactive tenant's staff are sent to the inactive-subscription screen."
          checked={isActive}
          onCheckedChange={setIsActive}
        />
      </form>
    </Dialog>
  );
}
