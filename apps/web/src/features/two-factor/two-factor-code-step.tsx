import type { TSigninResponse } from '@mise/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { completeTwoFactorSignin, type TwoFactorRealm } from './api/two-factor-api';
import { useTwoFactorText } from './i18n';

/**
 * The second step of signing in: the code from the authenticator app, or one recovery code. A wrong
 * code keeps the step open; an expired sign-in goes back to the password.
 */
export function TwoFactorCodeStep({
  realm,
  challenge,
  onSignedIn,
  onBack,
}: {
  realm: TwoFactorRealm;
  challenge: string;
  onSignedIn: (result: TSigninResponse) => void;
  onBack: () => void;
}) {
  const { t } = useTwoFactorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(t('provideCode'));
    setBusy(true);
    try {
      onSignedIn(await completeTwoFactorSignin(realm, { challenge, code: code.trim() }));
    } catch (failure) {
      setError(errorMessage(failure, t('somethingWentWrong')));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-stone-600">{t('codeStepHelp')}</p>
      <Field label={t('authenticationCode')} error={error}>
        {(ids) => (
          <Input
            {...ids}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder={t('codePlaceholder')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" className="w-full" size="lg" loading={busy}>
        {t('verify')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('backToLogin')}
      </Button>
    </form>
  );
}
