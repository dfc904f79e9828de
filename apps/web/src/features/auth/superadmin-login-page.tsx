import type { TSigninResponse } from '@mise/contracts';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Logo } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { forgetStaleSession, getSessionUser, sessionMarker, storeSessionUser } from '../../lib/session';
import { TwoFactorCodeStep } from '../two-factor/two-factor-code-step';
import { superadminSignin } from './api/auth-api';
import { useAuthText } from './i18n';
import { useFormErrors } from './use-form-errors';

export function SuperadminLoginPage() {
  const { t } = useAuthText();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useFormErrors<'email' | 'password'>();

  useEffect(() => {
    forgetStaleSession();
    if (sessionMarker() === 'superadmin' && getSessionUser()?.role === 'superadmin') {
      navigate('/superadmin/dashboard/home', { replace: true });
    }
  }, [navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (!email.trim()) return form.fail('email', t('provideUsername'));
    if (!password) return form.fail('password', t('providePassword'));
    setBusy(true);
    try {
      const result = await superadminSignin({ username: email.trim(), password });
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

  // The operator must have two-factor sign-in: a first sign-in goes to its set-up.
  const onSignedIn = (result: TSigninResponse) => {
    toast.success(result.message);
    storeSessionUser(result.user);
    navigate(
      result.two_factor_setup_required ? '/superadmin/two-factor-setup' : '/superadmin/dashboard/home',
      {
        replace: true,
      },
    );
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-900 px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl">
        <Logo />
        <h1 className="mt-6 flex items-center gap-2 text-xl font-semibold text-stone-900">
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden /> {t('operatorSignIn')}
        </h1>
        {challenge ? (
          <div className="mt-6">
            <TwoFactorCodeStep
              realm="/superadmin"
              challenge={challenge}
              onSignedIn={onSignedIn}
              onBack={() => {
                setChallenge(null);
                setPassword('');
              }}
            />
          </div>
        ) : (
          <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
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
            <Field label={t('password')} error={form.errors.password}>
              {(ids) => (
                <Input
                  {...ids}
                  ref={form.register('password')}
                  type="password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="current-password"
                />
              )}
            </Field>
            <Button type="submit" className="w-full" size="lg" loading={busy}>
              {t('login')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
