import type { TTwoFactorSetup } from '@mise/contracts';
import { Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/states';
import { text } from '../../i18n/app-i18n';
import { errorMessage } from '../../lib/api-client';
import { qrDataUrl } from '../settings/qr-code';
import { beginTwoFactorSetup, confirmTwoFactorSetup, type TwoFactorRealm } from './api/two-factor-api';
import { useTwoFactorText } from './i18n';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, as people read it into an authenticator app by hand. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up two-factor sign-in: scan the QR code (or type the secret) into any authenticator app,
 * confirm with its first code, then keep the ten recovery codes. `onDone` runs after the codes.
 */
export function TwoFactorEnrolment({ realm, onDone }: { realm: TwoFactorRealm; onDone: () => void }) {
  const { t } = useTwoFactorText();
  const [setup, setSetup] = useState<(TTwoFactorSetup & { qr: string }) | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    beginTwoFactorSetup(realm)
      .then(async (started) => {
        const qr = await qrDataUrl(started.otpauth_url, 240);
        if (live) setSetup({ ...started, qr });
      })
      .catch((error) => live && setFailed(errorMessage(error, text('common:somethingWentWrong'))));
    return () => {
      live = false;
    };
  }, [realm]);

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setCodeError(t('enterSixDigits'));
    setBusy(true);
    try {
      const result = await confirmTwoFactorSetup(realm, code.replace(/\s/g, ''));
      toast.success(result.message);
      setRecoveryCodes(result.recovery_codes);
    } catch (error) {
      setCodeError(errorMessage(error, t('somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (failed)
    return (
      <p className="text-sm text-red-700" role="alert">
        {failed}
      </p>
    );
  if (!setup) return <LoadingState label={t('preparing')} />;

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-stone-700">
        <li>{t('stepOpenApp')}</li>
        <li>{t('stepScan')}</li>
        <li>{t('stepEnterCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={setup.qr}
          width={160}
          height={160}
          alt={t('qrAlt')}
          className="rounded-lg border border-stone-200"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex items-center gap-1.5 text-sm font-medium text-stone-700">
            <KeyRound className="h-4 w-4" aria-hidden /> {t('setupKey')}
          </p>
          <code
            data-testid="two-factor-secret"
            className="block rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm break-all text-stone-900"
          >
            {groupSecret(setup.secret)}
          </code>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              navigator.clipboard
                ?.writeText(setup.secret)
                .then(() => toast.success(t('keyCopied')))
                .catch(() => toast.error(t('copyBlockedSelect')))
            }
          >
            <Copy className="h-4 w-4" aria-hidden /> {t('copyKey')}
          </Button>
        </div>
      </div>
      <form onSubmit={onConfirm} className="space-y-3" noValidate>
        <Field label={t('codeFromApp')} error={codeError}>
          {(ids) => (
            <Input
              {...ids}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder={t('codePlaceholder')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" loading={busy} className="w-full">
          {t('turnOn')}
        </Button>
      </form>
    </div>
  );
}
