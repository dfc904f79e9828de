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
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Open = null | 'setup' | 'disable' | 'renew';

/** The profile's two-factor section: its state, set it up, new recovery codes, turn it off. */
export function TwoFactorCard({ realm = '/auth' }: { realm?: TwoFactorRealm }) {
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
          <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden /> Two-factor sign-in
        </CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        {isPending ? (
          <LoadingState />
        ) : isError || !data ? (
          <ErrorState message="Could not load two-factor sign-in." onRetry={() => refetch()} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={data.enabled ? 'green' : 'neutral'}>{data.enabled ? 'On' : 'Off'}</Badge>
              {data.required ? <Badge tone="brand">Required by your store</Badge> : null}
              {data.enabled ? (
                <span className="text-sm text-stone-600">{data.recovery_codes_left} recovery codes left</span>
              ) : null}
            </div>
            <p className="text-sm text-stone-600">
              {data.enabled
                ? 'Signing in asks for a code from your authenticator app after the password.'
                : 'Protect your account with a code from an authenticator app on your phone, asked after the password.'}
            </p>
            <div className="flex flex-wrap gap-2">
              {data.enabled ? (
                <>
                  <Button variant="outline" onClick={() => setOpen('renew')}>
                    New recovery codes
                  </Button>
                  {data.required ? null : (
                    <Button variant="danger" onClick={() => setOpen('disable')}>
                      Turn off
                    </Button>
                  )}
                </>
              ) : (
                <Button onClick={() => setOpen('setup')}>Set up two-factor sign-in</Button>
              )}
            </div>
          </>
        )}
      </CardBody>

      <Dialog
        open={open === 'setup'}
        onOpenChange={(next) => !next && close()}
        title="Set up two-factor sign-in"
      >
        {open === 'setup' ? <TwoFactorEnrolment realm={realm} onDone={close} /> : null}
      </Dialog>
      <Dialog
        open={open === 'renew'}
        onOpenChange={(next) => !next && close()}
        title="New recovery codes"
        description={renewed ? undefined : 'The old codes stop working. Enter your password to continue.'}
      >
        {renewed ? (
          <RecoveryCodes codes={renewed} onDone={close} />
        ) : (
          <PasswordForm
            submitLabel="Create new codes"
            onSubmit={async (password) =>
              setRenewed((await renewRecoveryCodes(realm, password)).recovery_codes)
            }
          />
        )}
      </Dialog>
      <Dialog
        open={open === 'disable'}
        onOpenChange={(next) => !next && close()}
        title="Turn off two-factor sign-in?"
        description="Your account will be protected by the password alone. Enter your password to continue."
      >
        <PasswordForm
          submitLabel="Turn off"
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) return setError('Please provide password!');
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong!'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field label="Password" error={error}>
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
