import { canAccessArea, homePathFor } from '@mise/domain';
import { Delete, Lock, UserRound } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { type SessionUser, storeSessionUser } from '../../lib/session';
import { switchByPin, useTillStaff } from './api/till-api';
import { useTillText } from './i18n';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Where the till goes once someone has switched in: the POS when they may sell, else their home. */
function landingFor(user: SessionUser): string {
  return canAccessArea(user, 'pos') ? '/dashboard/pos' : homePathFor(user);
}

/**
 * The shared till's lock screen: choose who you are, type your PIN, and the till is yours (a fresh
 * page load under your session, so nothing of the previous user's stays on screen). Opened from the
 * user menu ("Switch User"), or by the store's idle lock, which cannot be dismissed.
 */
export function TillLock({ mode, onClose }: { mode: 'switch' | 'idle'; onClose: () => void }) {
  const { t } = useTillText();
  const staff = useTillStaff(true);
  const [chosen, setChosen] = useState<{ username: string; name: string } | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = mode === 'idle';
  const title = locked ? t('tillLocked') : t('switchUser');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!chosen || pin.length < 4 || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await switchByPin({ username: chosen.username, pin });
      storeSessionUser(result.user);
      window.location.assign(landingFor(result.user));
    } catch (caught) {
      setError(errorMessage(caught, t('requestError')));
      setPin('');
      setBusy(false);
    }
  };

  const press = (digit: string) => {
    setError(null);
    setPin((p) => (p.length < 6 ? p + digit : p));
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && !locked && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-stone-950/80 backdrop-blur-sm" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-[60] flex items-center justify-center p-4 focus:outline-none"
          onEscapeKeyDown={(event) => locked && event.preventDefault()}
          onPointerDownOutside={(event) => locked && event.preventDefault()}
        >
          <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
            <div className="mb-4 flex items-start justify-between gap-3">
              <div>
                <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold text-stone-900">
                  <Lock className="h-5 w-5 text-brand-700" aria-hidden /> {title}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="mt-1 text-sm text-stone-500">
                  {chosen ? t('enterPinOf', { name: chosen.name }) : t('whoTakesOver')}
                </DialogPrimitive.Description>
              </div>
              {!locked ? (
                <Button variant="ghost" size="sm" onClick={onClose}>
                  {t('cancel')}
                </Button>
              ) : null}
            </div>
            {chosen === null ? (
              staff.isPending ? (
                <LoadingState className="py-6" />
              ) : staff.isError ? (
                <ErrorState
                  message={errorMessage(staff.error, t('loadError'))}
                  onRetry={() => staff.refetch()}
                  className="py-6"
                />
              ) : staff.data.length === 0 ? (
                <p className="py-6 text-center text-sm text-stone-600">{t('noPins')}</p>
              ) : (
                <ul className="grid grid-cols-2 gap-2" aria-label={t('staff')}>
                  {staff.data.map((person) => (
                    <li key={person.username}>
                      <button
                        type="button"
                        onClick={() => setChosen(person)}
                        className="flex min-h-14 w-full items-center gap-2 rounded-xl border border-stone-200 px-3 py-2 text-start text-sm font-medium text-stone-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                      >
                        <UserRound className="h-5 w-5 shrink-0 text-stone-500" aria-hidden />
                        <span className="min-w-0 break-words">{person.name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            ) : (
              <form onSubmit={submit} className="space-y-3">
                <label htmlFor="till-pin" className="sr-only">
                  {t('pin')}
                </label>
                <input
                  id="till-pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  autoFocus
                  maxLength={6}
                  value={pin}
                  aria-invalid={error !== null}
                  aria-describedby={error ? 'till-pin-error' : undefined}
                  onChange={(e) => {
                    setError(null);
                    setPin(e.target.value.replace(/\D/g, '').slice(0, 6));
                  }}
                  className="h-14 w-full rounded-xl border border-stone-300 text-center text-3xl tracking-[0.5em] focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
                />
                {error ? (
                  <p
                    id="till-pin-error"
                    role="alert"
                    className="text-center text-sm font-medium text-red-600"
                  >
                    {error}
                  </p>
                ) : null}
                <fieldset className="grid grid-cols-3 gap-2">
                  <legend className="sr-only">{t('pinPad')}</legend>
                  {KEYS.map((digit) => (
                    <PadKey key={digit} label={digit} onPress={() => press(digit)} />
                  ))}
                  <PadKey label={t('back')} onPress={() => setChosen(null)} className="text-sm" />
                  <PadKey label="0" onPress={() => press('0')} />
                  <button
                    type="button"
                    aria-label={t('deleteLastDigit')}
                    onClick={() => setPin((p) => p.slice(0, -1))}
                    className="flex h-14 items-center justify-center rounded-xl bg-stone-100 text-stone-700 hover:bg-stone-200"
                  >
                    <Delete className="h-5 w-5" aria-hidden />
                  </button>
                </fieldset>
                <Button type="submit" size="lg" className="w-full" loading={busy} disabled={pin.length < 4}>
                  {locked ? t('unlock') : t('switch')}
                </Button>
              </form>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function PadKey({ label, onPress, className }: { label: string; onPress: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onPress}
      className={cn(
        'flex h-14 items-center justify-center rounded-xl bg-stone-100 text-xl font-semibold text-stone-900 hover:bg-stone-200',
        className,
      )}
    >
      {label}
    </button>
  );
}
