import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/input';
import { withToast } from '../../lib/toast';
import { changePassword } from '../auth/api/auth-api';

type PasswordField = 'current' | 'next';

/** Changing one's own password from the profile: the other sessions are signed out, this one stays. */
export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setErrors({ current: 'Please provide your current password!' });
    if (!next) return setErrors({ next: 'Please provide new password!' });
    if (next.length < 8) return setErrors({ next: 'Password must be at least 8 characters!' });
    setErrors({});
    setBusy(true);
    try {
      await withToast(changePassword({ current_password: current, new_password: next }));
      setCurrent('');
      setNext('');
    } catch {
      // The toast says why; the fields keep what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-700" aria-hidden /> Change password
        </CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <Field label="Current password" error={errors.current}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="New password"
            error={errors.next}
            hint="At least 8 characters, not a common password."
          >
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" loading={busy}>
              Change password
            </Button>
            <p className="mt-2 text-xs text-stone-600">Your other signed-in devices will be signed out.</p>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
