import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { resetPassword } from './api/auth-api';
import { AuthShell } from './auth-shell';
import { useAuthText } from './i18n';
import { useFormErrors } from './use-form-errors';

export function ResetPasswordPage() {
  const { t } = useAuthText();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<'password'>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!token) return toast.error(t('invalidRequest'));
    if (!password) return form.fail('password', t('provideNewPassword'));
    if (password.length < 8) return form.fail('password', t('passwordTooShort'));
    setBusy(true);
    try {
      const result = await resetPassword(token, { password });
      toast.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('resetTitle')}
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('backToLogin')}
        </Link>
      }
    >
      {token ? (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field label={t('newPassword')} error={form.errors.password} hint={t('atLeast8')}>
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
            {t('saveNewPassword')}
          </Button>
        </form>
      ) : (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          {t('invalidLink')}
        </p>
      )}
    </AuthShell>
  );
}
