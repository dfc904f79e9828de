import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { resetPassword } from './api/auth-api';
import { AuthShell } from './auth-shell';
import { useFormErrors } from './use-form-errors';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<'password'>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!token) return toast.error('Invalid request!');
    if (!password) return form.fail('password', 'Please provide new password!');
    if (password.length < 8) return form.fail('password', 'Password must be at least 8 characters!');
    setBusy(true);
    try {
      const result = await resetPassword(token, { password });
      toast.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Error processing your request, Please try later!'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title="Choose a new password"
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      {token ? (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field label="New Password" error={form.errors.password} hint="At least 8 characters.">
            {(ids) => (
              <Input
                {...ids}
                ref={form.register('password')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                autoFocus
              />
            )}
          </Field>
          <Button type="submit" className="w-full" size="lg" loading={busy}>
            Save new password
          </Button>
        </form>
      ) : (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          Invalid request! Open the link from your e-mail again, or ask for a new one.
        </p>
      )}
    </AuthShell>
  );
}
