import type { TDisplayState } from '@mise/contracts';
import { hasAnyScope, tipFromPercent } from '@mise/domain';
import { CheckCircle2, Maximize, WifiOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { pinLanguage } from '../../i18n/app-i18n';
import { useFormat } from '../../i18n/format';
import { useSessionUser } from '../../lib/session';
import { parseAmountInput } from '../payments/amount-input';
import { useCustomerDisplayInit } from './api/customer-display-api';
import { connectDisplaySocket, type DisplaySocket } from './display-socket';
import { useCustomerDisplayText } from './i18n';

/** The display goes back to its welcome screen by itself this long after a thank-you. */
const THANKS_BACK_TO_IDLE_MS = 15_000;

type TipState = Extract<TDisplayState, { kind: 'tip' }>;

/**
 * The customer display (issue 18): a screen facing the guest. While idle it greets with the store's
 * name and logo; a linked till shows its cart and totals here live, then the tip question, whose
 * answer goes back to the till, and a thank-you after the payment.
 */
export function CustomerDisplayPage() {
  const user = useSessionUser();
  if (!user || !hasAnyScope(user, ['CUSTOMER_DISPLAY'])) return <Navigate to="/no-access" replace />;
  return <CustomerDisplay />;
}

function CustomerDisplay() {
  const { t } = useCustomerDisplayText();
  const { money } = useFormat();
  const init = useCustomerDisplayInit();
  const [state, setState] = useState<TDisplayState>({ kind: 'idle' });
  const [online, setOnline] = useState(true);
  const [answered, setAnswered] = useState<string | null>(null);
  const socketRef = useRef<DisplaySocket | null>(null);

  useEffect(() => {
    document.title = t('customerDisplay');
  }, [t]);

  // The display speaks to the guest: in the store's receipt language, whoever is signed in on it.
  const guestLanguage = init.data?.language;
  useEffect(() => {
    if (!guestLanguage) return;
    pinLanguage(guestLanguage);
    return () => pinLanguage(null);
  }, [guestLanguage]);

  useEffect(() => {
    let closed = false;
    let socket: DisplaySocket | null = null;
    connectDisplaySocket('display').then(
      (connected) => {
        if (closed) return connected.disconnect();
        socket = connected;
        socketRef.current = connected;
        connected.on('connect', () => {
          setOnline(true);
          // Whatever the linked till is showing comes back (after a first start or a network drop).
          connected.emit('hello', {});
        });
        connected.on('disconnect', () => setOnline(false));
        connected.on('connect_error', () => setOnline(false));
        connected.on('show', (next) => {
          setState(next);
          setAnswered(null);
        });
      },
      // The socket's code could not come (offline before it was ever fetched): the display says so.
      () => setOnline(false),
    );
    return () => {
      closed = true;
      socket?.off();
      socket?.disconnect();
      socketRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (state.kind !== 'thanks') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), THANKS_BACK_TO_IDLE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const chooseTip = (tip: number, percent: number | null) => {
    if (state.kind !== 'tip') return;
    socketRef.current?.emit('tip_choice', { requestId: state.requestId, tip, percent });
    setAnswered(state.requestId);
  };

  if (init.isPending) return <LoadingState className="min-h-dvh" />;
  if (init.isError)
    return <ErrorState className="min-h-dvh" message={t('loadError')} onRetry={() => init.refetch()} />;
  const store = init.data;

  return (
    <main className="relative flex h-dvh flex-col overflow-hidden bg-stone-50 text-stone-900">
      {state.kind === 'cart' ? (
        <CartView state={state} storeName={store.storeName} />
      ) : state.kind === 'tip' ? (
        answered === state.requestId ? (
          <Centered>
            <CheckCircle2 className="h-20 w-20 text-emerald-600" aria-hidden />
            <h1 className="text-5xl font-bold">{t('thankYou')}</h1>
            <p className="text-2xl text-stone-600">{t('serverFinishes')}</p>
          </Centered>
        ) : (
          <TipView key={state.requestId} state={state} onChoose={chooseTip} />
        )
      ) : state.kind === 'thanks' ? (
        <Centered>
          <CheckCircle2 className="h-24 w-24 text-emerald-600" aria-hidden />
          <h1 className="text-6xl font-bold tracking-tight">{t('thankYou')}</h1>
          <p className="text-3xl text-stone-700" data-testid="display-paid">
            {t('paid', { amount: money(state.paid + state.tip, state.currency) })}
          </p>
          {state.tip > 0 ? (
            <p className="text-xl text-stone-500">
              {t('includingTip', { amount: money(state.tip, state.currency) })}
            </p>
          ) : null}
          <p className="mt-4 text-2xl text-stone-600">{t('seeYouAgain', { store: store.storeName })}</p>
        </Centered>
      ) : (
        <Centered>
          {store.image ? (
            <img src={store.image} alt="" className="h-40 w-40 rounded-3xl object-contain" />
          ) : null}
          <h1 className="text-6xl font-bold tracking-tight">{store.storeName}</h1>
          <p className="text-3xl text-stone-600">{t('welcome')}</p>
        </Centered>
      )}

      <div className="absolute bottom-3 start-4 flex items-center gap-3 text-sm text-stone-600">
        <span>
          {t('display')} <span className="font-mono font-semibold text-stone-700">{store.code}</span>
        </span>
        {online ? null : (
          <span className="flex items-center gap-1 text-red-700" role="status">
            <WifiOff className="h-4 w-4" aria-hidden />
            {t('reconnecting')}
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
        className="absolute top-3 end-3 rounded-full p-2 text-stone-600 hover:bg-stone-200"
        aria-label={t('fullScreen')}
      >
        <Maximize className="h-5 w-5" aria-hidden />
      </button>
    </main>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">{children}</div>
  );
}

function CartView({
  state,
  storeName,
}: {
  state: Extract<TDisplayState, { kind: 'cart' }>;
  storeName: string;
}) {
  const { t } = useCustomerDisplayText();
  const format = useFormat();
  const money = (minor: number) => format.money(minor, state.currency);
  const listRef = useRef<HTMLOListElement>(null);
  // The newest line is the one the guest looks for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the lines change
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [state.lines]);
  const { totals } = state;
  return (
    <div className="grid min-h-0 flex-1 grid-cols-[3fr_2fr]">
      <section
        aria-label={t('yourOrder')}
        className="flex min-h-0 flex-col border-e border-stone-200 bg-white"
      >
        <h1 className="border-b border-stone-200 px-8 py-5 text-3xl font-semibold">{t('yourOrder')}</h1>
        <ol
          ref={listRef}
          className="min-h-0 flex-1 divide-y divide-stone-100 overflow-y-auto px-8"
          data-testid="display-lines"
        >
          {state.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions of the till's cart
            <li key={index} className="flex items-start gap-4 py-4">
              <span className="w-12 shrink-0 text-2xl font-semibold text-stone-500 tabular-nums">
                {line.quantity}×
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-2xl font-medium">{line.title}</p>
                {line.options.length > 0 ? (
                  <p className="text-lg text-stone-600">{line.options.join(', ')}</p>
                ) : null}
              </div>
              <span className="text-2xl font-semibold tabular-nums">{money(line.total - line.discount)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={t('totals')} className="flex flex-col justify-end gap-3 bg-stone-100 p-8">
        <p className="mb-auto text-xl font-medium text-stone-600">{storeName}</p>
        <dl className="space-y-2 text-xl text-stone-600">
          <Row label={t('subtotal')} value={money(totals.itemsTotal)} />
          {totals.discount > 0 ? <Row label={t('discount')} value={`−${money(totals.discount)}`} /> : null}
          {totals.serviceCharge > 0 ? (
            <Row label={t('serviceCharge')} value={money(totals.serviceCharge)} />
          ) : null}
          <Row label={t('tax')} value={money(totals.tax)} />
        </dl>
        <div className="mt-2 flex items-baseline justify-between border-t-2 border-stone-300 pt-4">
          <span className="text-3xl font-semibold">{t('total')}</span>
          <span className="text-5xl font-bold tabular-nums" data-testid="display-total">
            {money(totals.total)}
          </span>
        </div>
      </section>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function TipView({
  state,
  onChoose,
}: {
  state: TipState;
  onChoose: (tip: number, percent: number | null) => void;
}) {
  const { t } = useCustomerDisplayText();
  const format = useFormat();
  const money = (minor: number) => format.money(minor, state.currency);
  const [custom, setCustom] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    const tip = parseAmountInput(custom ?? '');
    if (tip === null || tip < 0) {
      setError(t('invalidAmount'));
      return;
    }
    onChoose(tip, null);
  };
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-8 p-8 text-center">
      <div className="space-y-2">
        <h1 className="text-5xl font-bold tracking-tight">{t('addATip')}</h1>
        <p className="text-2xl text-stone-600">
          {t('yourTotal')}{' '}
          <span className="font-semibold text-stone-900 tabular-nums">{money(state.amount)}</span>
        </p>
      </div>
      <div className="grid w-full max-w-4xl grid-cols-3 gap-4">
        {state.presets.map((percent) => (
          <button
            key={percent}
            type="button"
            onClick={() => onChoose(tipFromPercent(state.amount, percent), percent)}
            className="flex flex-col items-center gap-1 rounded-2xl border-2 border-brand-700 bg-white py-6 text-brand-800 shadow-sm hover:bg-brand-50 active:bg-brand-100"
          >
            <span className="text-4xl font-bold">{percent} %</span>
            <span className="text-xl tabular-nums">{money(tipFromPercent(state.amount, percent))}</span>
          </button>
        ))}
      </div>
      {custom === null ? (
        <div className="flex gap-4">
          <button
            type="button"
            onClick={() => setCustom('')}
            className="rounded-2xl border-2 border-stone-300 bg-white px-8 py-4 text-2xl font-medium hover:bg-stone-100"
          >
            {t('customAmount')}
          </button>
          <button
            type="button"
            onClick={() => onChoose(0, null)}
            className="rounded-2xl border-2 border-stone-300 bg-white px-8 py-4 text-2xl font-medium hover:bg-stone-100"
          >
            {t('noTip')}
          </button>
        </div>
      ) : (
        <form onSubmit={submitCustom} className="flex flex-wrap items-start justify-center gap-4" noValidate>
          <div className="text-start">
            <label htmlFor={`${ids}-tip`} className="block text-lg font-medium text-stone-700">
              {t('tipAmount')}
            </label>
            <input
              id={`${ids}-tip`}
              inputMode="decimal"
              autoFocus
              value={custom}
              onChange={(e) => {
                setCustom(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              className="mt-1 h-16 w-56 rounded-xl border-2 border-stone-300 px-4 text-3xl tabular-nums focus:border-brand-700 focus:outline-none"
            />
            {error ? (
              <p id={`${ids}-error`} className="mt-1 text-base text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="mt-8 h-16 rounded-xl bg-brand-700 px-8 text-2xl font-semibold text-white hover:bg-brand-800"
          >
            {t('addTip')}
          </button>
          <button
            type="button"
            onClick={() => setCustom(null)}
            className="mt-8 h-16 rounded-xl border-2 border-stone-300 bg-white px-6 text-2xl hover:bg-stone-100"
          >
            {t('back')}
          </button>
        </form>
      )}
    </div>
  );
}
