import type { TSigninResponse } from '@mise/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { completeTwoFactorSignin, type TwoFactorRealm } from './api/two-factor-api';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError('Please provide the code!');
    setBusy(true);
    try {
      onSignedIn(await completeTwoFactorSignin(realm, { challenge, code: code.trim() }));
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong!'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-stone-600">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes
        instead.
      </p>
      <Field label="Authentication code" error={error}>
        {(ids) => (
          <Input
            {...ids}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            placeholder="123456"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" className="w-full" size="lg" loading={busy}>
        Verify
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to login
      </Button>
    </form>
  );
}
