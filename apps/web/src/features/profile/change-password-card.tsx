import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/input';
import { withToast } from '../../lib/toast';
import { changePassword } from '../auth/api/auth-api';
import { useProfileText } from './i18n';

type PasswordField = 'current' | 'next';

/** Changing one's own password from the profile: the other sessions are signed out, this one stays. */
export function ChangePasswordCard() {
  const { t } = useProfileText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return setErrors({ current: t('provideCurrentPassword') });
    if (!next) return setErrors({ next: t('provideNewPassword') });
    if (next.length < 8) return setErrors({ next: t('passwordTooShort') });
    setErrors({});
    setBusy(true);
    try {
      await withToast(changePassword({ current_password: current, new_password: next }));
      setCurrent('');
      setNext('');
    } catch {
      // The toast says why; the fields keep what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-700" aria-hidden /> {t('changePassword')}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <Field label={t('currentPassword')} error={errors.current}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('newPassword')} error={errors.next} hint={t('newPasswordHint')}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" loading={busy}>
              {t('changePassword')}
            </Button>
            <p className="mt-2 text-xs text-stone-600">{t('othersSignedOut')}</p>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
