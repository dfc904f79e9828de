import { isValidEmail } from '@mise/domain';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { signup } from './api/auth-api';
import { AuthShell } from './auth-shell';
import { useAuthText } from './i18n';
import { useFormErrors } from './use-form-errors';

export function RegisterPage() {
  const { t } = useAuthText();
  const navigate = useNavigate();
  const [bizName, setBizName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<'bizName' | 'email' | 'password'>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!bizName.trim()) return form.fail('bizName', t('provideBizName'));
    if (!email.trim()) return form.fail('email', t('provideEmail'));
    if (!password) return form.fail('password', t('providePassword'));
    if (!isValidEmail(email.trim())) return form.fail('email', t('provideValidEmail'));
    if (password.length < 8) return form.fail('password', t('passwordTooShort'));
    setBusy(true);
    try {
      const result = await signup({ biz_name: bizName.trim(), username: email.trim(), password });
      toast.success(result.message);
      navigate('/login');
    } catch (error) {
      toast.error(errorMessage(error, t('signupFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('registerTitle')}
      subtitle={t('registerSubtitle')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            {t('signIn')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('businessName')} error={form.errors.bizName}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('bizName')}
              value={bizName}
              onChange={(e) => setBizName(e.target.value)}
              autoComplete="organization"
              autoFocus
            />
          )}
        </Field>
        <Field label={t('email')} error={form.errors.email}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
          )}
        </Field>
        <Field label={t('password')} error={form.errors.password} hint={t('atLeast8')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={busy}>
          {t('createAccount')}
        </Button>
      </form>
    </AuthShell>
  );
}
