import type { TSigninResponse } from '@mise/contracts';
import { homePathFor } from '@mise/domain';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { forgetStaleSession, getSessionUser, sessionMarker, storeSessionUser } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { TwoFactorCodeStep } from '../two-factor/two-factor-code-step';
import { signin } from './api/auth-api';
import { AuthShell } from './auth-shell';
import { useAuthText } from './i18n';
import { useFormErrors } from './use-form-errors';

export function LoginPage() {
  const { t } = useAuthText();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useFormErrors<'username' | 'password'>();

  // Opening /login with a live session goes straight to the user's home.
  useEffect(() => {
    forgetStaleSession();
    const user = getSessionUser();
    if (sessionMarker() && user) navigate(homePathFor(user), { replace: true });
  }, [navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!username.trim()) return form.fail('username', t('provideUsername'));
    if (!password) return form.fail('password', t('providePassword'));
    setBusy(true);
    try {
      const result = await signin({ username: username.trim(), password });
      if ('two_factor_required' in result) {
        setChallenge(result.challenge);
        return;
      }
      onSignedIn(result);
    } catch (error) {
      toast.error(errorMessage(error, t('somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  };

  const onSignedIn = (result: TSigninResponse) => {
    toastSuccess(result.message);
    storeSessionUser(result.user);
    navigate(result.two_factor_setup_required ? '/two-factor-setup' : homePathFor(result.user), {
      replace: true,
    });
  };

  if (challenge) {
    return (
      <AuthShell title={t('twoFactorTitle')} subtitle={t('twoFactorSubtitle')}>
        <TwoFactorCodeStep
          realm="/auth"
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('welcomeBack')}
      subtitle={t('signInSubtitle')}
      footer={
        <>
          {t('newToMise')}{' '}
          <Link to="/register" className="font-medium text-brand-700 hover:underline">
            {t('createAccount')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <Field label={t('email')} error={form.errors.username}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('username')}
              type="email"
              autoComplete="username"
              placeholder={t('emailPlaceholder')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
            />
          )}
        </Field>
        <Field label={t('password')} error={form.errors.password}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t('forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={busy}>
          {t('login')}
        </Button>
      </form>
    </AuthShell>
  );
}
