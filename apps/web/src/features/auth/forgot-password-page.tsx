import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { forgotPassword } from './api/auth-api';
import { AuthShell } from './auth-shell';
import { useAuthText } from './i18n';
import { useFormErrors } from './use-form-errors';

export function ForgotPasswordPage() {
  const { t } = useAuthText();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<'email'>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!email.trim()) return form.fail('email', t('provideUsername'));
    setBusy(true);
    try {
      const result = await forgotPassword({ username: email.trim() });
      setSent(result.message);
    } catch (error) {
      toast.error(errorMessage(error, t('requestFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle')}
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('backToLogin')}
        </Link>
      }
    >
      {sent ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800"
        >
          <MailCheck className="h-5 w-5 shrink-0" aria-hidden />
          {sent}
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field label={t('email')} error={form.errors.email}>
            {(ids) => (
              <Input
                {...ids}
                ref={form.register('email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="username"
                autoFocus
              />
            )}
          </Field>
          <Button type="submit" className="w-full" size="lg" loading={busy}>
            {t('resetPassword')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
