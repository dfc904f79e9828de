import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api-client';
import { withToast } from '../../lib/toast';
import {
  disableTwoFactor,
  renewRecoveryCodes,
  type TwoFactorRealm,
  twoFactorKey,
  useTwoFactorStatus,
} from './api/two-factor-api';
import { useTwoFactorText } from './i18n';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Open = null | 'setup' | 'disable' | 'renew';

/** The profile's two-factor section: its state, set it up, new recovery codes, turn it off. */
export function TwoFactorCard({ realm = '/auth' }: { realm?: TwoFactorRealm }) {
  const { t } = useTwoFactorText();
  const { data, isPending, isError, refetch } = useTwoFactorStatus(realm);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const close = () => {
    setOpen(null);
    setRenewed(null);
    queryClient.invalidateQueries({ queryKey: twoFactorKey(realm) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden /> {t('twoFactorSignIn')}
        </CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        {isPending ? (
          <LoadingState />
        ) : isError || !data ? (
          <ErrorState message={t('statusLoadFailed')} onRetry={() => refetch()} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={data.enabled ? 'green' : 'neutral'}>{data.enabled ? t('on') : t('off')}</Badge>
              {data.required ? <Badge tone="brand">{t('requiredByStore')}</Badge> : null}
              {data.enabled ? (
                <span className="text-sm text-stone-600">
                  {t('codesLeft', { count: data.recovery_codes_left })}
                </span>
              ) : null}
            </div>
            <p className="text-sm text-stone-600">{data.enabled ? t('enabledHelp') : t('disabledHelp')}</p>
            <div className="flex flex-wrap gap-2">
              {data.enabled ? (
                <>
                  <Button variant="outline" onClick={() => setOpen('renew')}>
                    {t('newRecoveryCodes')}
                  </Button>
                  {data.required ? null : (
                    <Button variant="danger" onClick={() => setOpen('disable')}>
                      {t('turnOff')}
                    </Button>
                  )}
                </>
              ) : (
                <Button onClick={() => setOpen('setup')}>{t('setUp')}</Button>
              )}
            </div>
          </>
        )}
      </CardBody>

      <Dialog open={open === 'setup'} onOpenChange={(next) => !next && close()} title={t('setUp')}>
        {open === 'setup' ? <TwoFactorEnrolment realm={realm} onDone={close} /> : null}
      </Dialog>
      <Dialog
        open={open === 'renew'}
        onOpenChange={(next) => !next && close()}
        title={t('newRecoveryCodes')}
        description={renewed ? undefined : t('renewHelp')}
      >
        {renewed ? (
          <RecoveryCodes codes={renewed} onDone={close} />
        ) : (
          <PasswordForm
            submitLabel={t('createNewCodes')}
            onSubmit={async (password) =>
              setRenewed((await renewRecoveryCodes(realm, password)).recovery_codes)
            }
          />
        )}
      </Dialog>
      <Dialog
        open={open === 'disable'}
        onOpenChange={(next) => !next && close()}
        title={t('turnOffTitle')}
        description={t('turnOffHelp')}
      >
        <PasswordForm
          submitLabel={t('turnOff')}
          danger
          onSubmit={async (password) => {
            await withToast(disableTwoFactor(realm, password));
            close();
          }}
        />
      </Dialog>
    </Card>
  );
}

function PasswordForm({
  submitLabel,
  danger,
  onSubmit,
}: {
  submitLabel: string;
  danger?: boolean;
  onSubmit: (password: string) => Promise<void>;
}) {
  const { t } = useTwoFactorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) return setError(t('providePassword'));
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(errorMessage(failure, t('somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label={t('password')} error={error}>
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
