import { PIN_PATTERN, TILL_MESSAGES } from '@mise/contracts';
import { Grid3x3 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/input';
import { withToast } from '../../lib/toast';
import { setOwnPin } from './api/till-api';

/**
 * One's own till PIN, set or removed with one's password: on a shared till it makes you the
 * current user in a second; it never opens the back office.
 */
export function TillPinCard() {
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async (remove: boolean) => {
    const problems = {
      pin: !remove && !PIN_PATTERN.test(pin) ? TILL_MESSAGES.pinFormat : undefined,
      password: password ? undefined : TILL_MESSAGES.passwordRequired,
    };
    setErrors(problems);
    if (problems.pin || problems.password) return;
    setBusy(true);
    try {
      await withToast(setOwnPin({ pin: remove ? null : pin, password }));
      setPin('');
      setPassword('');
    } catch {
      // The toast says why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Grid3x3 className="h-5 w-5 text-brand-700" aria-hidden /> Till PIN
        </CardTitle>
      </CardHeader>
      <CardBody>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void save(false);
          }}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          <Field
            label="New PIN"
            error={errors.pin}
            hint="4 to 6 digits, to switch to yourself on a shared till."
          >
            {(ids) => (
              <Input
                {...ids}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={pin}
                onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
              />
            )}
          </Field>
          <Field label="Your password" error={errors.password}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" loading={busy}>
              Save PIN
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void save(true)}>
              Remove PIN
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
