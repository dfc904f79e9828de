import { PIN_PATTERN } from '@mise/contracts';
import { Grid3x3 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/input';
import { withToast } from '../../lib/toast';
import { setOwnPin } from './api/till-api';
import { useTillText } from './i18n';

/**
 * One's own till PIN, set or removed with one's password: on a shared till it makes you the
 * current user in a second; it never opens the back office.
 */
export function TillPinCard() {
  const { t } = useTillText();
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async (remove: boolean) => {
    const problems = {
      pin: !remove && !PIN_PATTERN.test(pin) ? t('pinFormat') : undefined,
      password: password ? undefined : t('passwordRequired'),
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
          <Grid3x3 className="h-5 w-5 text-brand-700" aria-hidden /> {t('tillPin')}
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
          <Field label={t('newPin')} error={errors.pin} hint={t('newPinHint')}>
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
          <Field label={t('yourPassword')} error={errors.password}>
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
              {t('savePin')}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void save(true)}>
              {t('removePin')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
