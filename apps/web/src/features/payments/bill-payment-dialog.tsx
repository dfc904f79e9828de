import type { TBill, TOrderGroup, TPaymentType } from '@mise/contracts';
import { amountDue, formatAmount, MAX_SPLIT_PARTS, splitEvenly, tipFromPercent } from '@mise/domain';
import { CheckCircle2, Minus, Plus, Printer, QrCode, ReceiptText } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { AmountSummary } from '../../components/ui/amount-summary';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { text } from '../../i18n/app-i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { getSocket } from '../../lib/socket';
import { withToast } from '../../lib/toast';
import { useIsPhone } from '../../lib/use-is-phone';
import { useTipOnDisplay } from '../customer-display/use-till-display';
import { useOrdersInit } from '../orders/api/orders-api';
import { groupTitle } from '../orders/order-status';
import { receiptLink } from '../print/print-links';
import { openPrintPopup } from '../print/print-popup';
import { amountToMinor } from '../print/receipt-model';
import { printInvoiceReceipt } from '../printing/api/printing-api';
import { parseAmountInput } from './amount-input';
import { getBill, openBill, takePayment } from './api/bills-api';
import { DEFAULT_CHECKOUT_SETTINGS, useCheckoutSettings } from './api/checkout-settings-api';
import { usePaymentsText } from './i18n';
import { allInFirstPart, billLinesOf, resizeParts, seatsOf, unitsBySeat } from './item-split';
import { ItemSplitPlanner } from './item-split-planner';

// The guest's receipt as a QR code or an e-mail: its code (and the QR maker) load on first use.
const ReceiptLinkDialog = lazy(async () => ({
  default: (await import('../receipt-links/receipt-link-dialog')).ReceiptLinkDialog,
}));

/**
 * Split & Pay: a table's bill paid in parts. The server keeps the bill and decides every amount;
 * this dialog shows what is due, offers an even split (the cents spread so the parts add up), and
 * takes one payment at a time with its type, an optional cash tender (change shown) and a tip.
 */
export function BillPaymentDialog({
  group,
  paymentTypes,
  currency,
  onClose,
  onSettled,
}: {
  group: TOrderGroup;
  paymentTypes: TPaymentType[];
  currency: string;
  onClose: () => void;
  /** The last part was paid: the orders are paid and completed. */
  onSettled: (bill: TBill) => void;
}) {
  const { t } = usePaymentsText();
  const format = useFormat();
  const [bill, setBill] = useState<TBill | null>(null);
  // On a phone at the table the bill rises from the bottom, Take Payment within the thumb's reach.
  const phone = useIsPhone();
  const [linking, setLinking] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [parts, setParts] = useState(1);
  const [mode, setMode] = useState<'even' | 'items'>('even');
  /** The seat of each part while the split by item is the one made by seat. */
  const [partSeats, setPartSeats] = useState<number[] | null>(null);
  const [itemUnits, setItemUnits] = useState<number[][] | null>(null);
  const [paidItemParts, setPaidItemParts] = useState<ReadonlySet<number>>(new Set());
  const [payingItemPart, setPayingItemPart] = useState<number | null>(null);
  const [form, setForm] = useState(() => emptyForm(paymentTypes));
  const [busy, setBusy] = useState(false);
  const checkoutSettings = useCheckoutSettings().data;
  const tipPresets = (checkoutSettings ?? DEFAULT_CHECKOUT_SETTINGS).tip_presets;
  // A linked customer display asks the guest; the answer fills the tip field here.
  const [guestTip, setGuestTip] = useState<string | null>(null);
  const display = useTipOnDisplay((tipMinor, choice) => {
    setForm((f) => ({ ...f, tip: tipMinor > 0 ? formatAmount(tipMinor) : '', tipPercent: choice.percent }));
    setGuestTip(
      tipMinor > 0
        ? choice.percent !== null
          ? t('guestTipPercent', { amount: format.money(tipMinor, currency), percent: choice.percent })
          : t('guestTip', { amount: format.money(tipMinor, currency) })
        : t('guestNoTip'),
    );
  });
  const askGuest = (amountMinor: number | null) => {
    if (amountMinor === null || amountMinor <= 0) return;
    setGuestTip(null);
    display.ask(amountMinor, tipPresets, currency);
  };
  // Once the bill and the store's presets are in, the display asks for the first payment's tip.
  const askedFirst = useRef(false);
  const firstDue = bill ? amountToMinor(bill.due) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when all it needs is known
  useEffect(() => {
    if (askedFirst.current || firstDue === null || !checkoutSettings || !display.linked) return;
    askedFirst.current = true;
    askGuest(firstDue);
  }, [firstDue, checkoutSettings, display.linked]);
  const money = (minor: number) => format.money(minor, currency);
  const splitId = useId();

  const load = async () => {
    setLoadError(false);
    try {
      const opened = await openBill(group.order_ids);
      setBill(opened);
      setForm((f) => ({ ...f, amount: formatAmount(amountToMinor(opened.due)) }));
    } catch (error) {
      setLoadError(true);
      toast.error(errorMessage(error, t('actionError')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bill is opened once per dialog
  useEffect(() => {
    void load();
  }, []);

  // Another till taking a part of this bill: show the bill as it is now, live.
  const billId = bill?.id ?? null;
  const orderKey = bill?.order_ids.join(',') ?? '';
  useEffect(() => {
    if (billId === null) return;
    const ours = new Set(orderKey.split(',').map(Number));
    const socket = getSocket();
    const listener = (payload: { orderIds?: number[] }) => {
      if (payload.orderIds?.some((id) => ours.has(id))) getBill(billId).then(setBill, () => undefined);
    };
    socket.on('order_update', listener);
    return () => {
      socket.off('order_update', listener);
    };
  }, [billId, orderKey]);

  const payable = bill ? amountToMinor(bill.payable) : 0;
  const paid = bill ? amountToMinor(bill.paid) : 0;
  const due = amountDue(payable, paid);
  const split = useMemo(() => splitEvenly(payable, parts), [payable, parts]);
  const amount = parseAmountInput(form.amount);
  // Cash given and change belong to a cash payment type only (Settings → Payment Types → Cash).
  const payingCash = paymentTypes.some((p) => String(p.id) === form.paymentTypeId && p.is_cash);
  const tenderText = payingCash ? form.tendered.trim() : '';
  const tendered = tenderText === '' ? null : parseAmountInput(tenderText);
  const tip = form.tip.trim() === '' ? 0 : parseAmountInput(form.tip);
  const change = amount !== null && tendered !== null && tip !== null ? tendered - amount - tip : null;

  const billLines = useMemo(() => (bill ? billLinesOf(group, bill.order_ids) : []), [group, bill]);
  // The split by item starts with every line in part 1 of two parts; it follows the bill's lines.
  const unitsFollowBill = itemUnits !== null && itemUnits.length === billLines.length;
  const units = unitsFollowBill ? itemUnits : allInFirstPart(billLines, 2);
  // The seats name the parts only while the split made by seat is the one shown.
  const seatLabels = unitsFollowBill ? (partSeats ?? undefined) : undefined;
  const itemParts = units[0]?.length ?? 2;
  const changeItemParts = (next: number) => {
    setPartSeats(null);
    setItemUnits(resizeParts(units, Math.min(MAX_ITEM_PARTS, Math.max(2, next))));
  };
  const seats = seatsOf(billLines);
  const splitBySeat = () => {
    const chosen = seats.slice(0, MAX_ITEM_PARTS);
    setPartSeats(chosen);
    setItemUnits(unitsBySeat(billLines, chosen));
    setMode('items');
  };
  const payItemPart = (part: number, amountOfPart: number) => {
    setPayingItemPart(part);
    setForm((f) => ({ ...f, amount: formatAmount(amountOfPart), tip: '', tipPercent: null }));
  };
  const printItemPart = (part: number) => {
    if (!bill) return;
    const link = receiptLink(bill.order_ids, {
      billId: bill.id,
      itemSplit: { lines: billLines.map((line, i) => ({ id: line.id, units: units[i] })), part },
    });
    if (!openPrintPopup(link)) toast.error(t('allowPopups'));
  };

  const choosePart = (index: number) => {
    setForm((f) => ({ ...f, amount: formatAmount(Math.min(split[index], due)), tip: '', tipPercent: null }));
  };
  const changeParts = (next: number) => {
    const n = Math.min(MAX_SPLIT_PARTS, Math.max(1, next));
    setParts(n);
    const nextPart = splitEvenly(payable, n)[Math.min(bill?.payments.length ?? 0, n - 1)];
    setForm((f) => ({ ...f, amount: formatAmount(Math.min(nextPart, due)), tip: '', tipPercent: null }));
  };
  const choosePercent = (percent: number) => {
    if (amount === null) return;
    setForm((f) => ({ ...f, tip: formatAmount(tipFromPercent(amount, percent)), tipPercent: percent }));
  };

  const submit = async () => {
    if (!bill) return;
    setBusy(true);
    const toastId = toast.loading(t('pleaseWait'));
    try {
      const result = await takePayment(
        bill.id,
        {
          paymentTypeId: Number(form.paymentTypeId),
          amount: form.amount,
          tendered: tenderText === '' ? null : tenderText,
          tip: form.tip.trim() === '' ? 0 : form.tip,
        },
        form.idempotencyKey,
      );
      toast.success(result.message, { id: toastId });
      setBill(result.bill);
      if (amount !== null) display.thank(amount, tip ?? 0, currency);
      setGuestTip(null);
      if (mode === 'items' && payingItemPart !== null) {
        setPaidItemParts((paidParts) => new Set([...paidParts, payingItemPart]));
        setPayingItemPart(null);
      }
      const nextDue = amountToMinor(result.bill.due);
      const nextIndex = Math.min(result.bill.payments.length, parts - 1);
      setForm({
        ...emptyForm(paymentTypes),
        paymentTypeId: form.paymentTypeId,
        amount: formatAmount(Math.min(parts > 1 ? split[nextIndex] : nextDue, nextDue)),
      });
      if (result.bill.status === 'paid') onSettled(result.bill);
    } catch (error) {
      toast.error(errorMessage(error, t('actionError')), { id: toastId });
      // Another till may have taken a part meanwhile: show the bill as it is now.
      openBill(group.order_ids).then(setBill, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  const printPart = (paymentId: number) => {
    if (bill) printBill(bill, paymentId);
  };

  const settled = bill?.status === 'paid';
  // A settled bill's receipt can go to the store's receipt printer as well as to the browser.
  const hasReceiptPrinter = useOrdersInit().data?.printers.receipts ?? false;
  const invoiceId = bill?.invoice_id ?? null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('splitAndPay')}
      description={groupTitle(group)}
      size="lg"
      variant={phone ? 'sheet' : 'dialog'}
      footer={
        settled ? (
          <>
            <Button variant="outline" onClick={() => bill && printBill(bill)}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('printReceipt')}
            </Button>
            {hasReceiptPrinter && invoiceId !== null ? (
              <Button
                variant="outline"
                onClick={() => void withToast(printInvoiceReceipt(invoiceId)).catch(() => undefined)}
              >
                <ReceiptText className="h-4 w-4" aria-hidden />
                {t('sendToPrinter')}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t('done')}</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {t('close')}
            </Button>
            <Button
              variant="success"
              onClick={submit}
              loading={busy}
              disabled={!bill || amount === null || !form.paymentTypeId}
            >
              {t('takePayment')}
            </Button>
          </>
        )
      }
    >
      {loadError ? (
        <ErrorState message={t('actionError')} onRetry={load} className="py-6" />
      ) : !bill ? (
        <LoadingState className="py-6" />
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <section className="space-y-4" aria-label={t('bill')}>
            <AmountSummary
              label={t('billSummary')}
              rows={[
                { label: t('total'), value: money(payable) },
                bill.service_charge > 0
                  ? { label: t('inclServiceCharge'), value: money(amountToMinor(bill.service_charge)) }
                  : null,
                { label: t('paid'), value: money(paid) },
                bill.tips > 0 ? { label: t('tips'), value: money(amountToMinor(bill.tips)) } : null,
              ]}
              total={{ label: t('due'), value: money(due), testId: 'bill-due' }}
            />
            <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
              <QrCode className="h-4 w-4" aria-hidden />
              {t('receiptAsLink')}
            </Button>
            {linking ? (
              <Suspense fallback={null}>
                <ReceiptLinkDialog
                  orderIds={group.order_ids}
                  title={groupTitle(group)}
                  onClose={() => setLinking(false)}
                />
              </Suspense>
            ) : null}

            {settled ? (
              <p className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
                <CheckCircle2 className="h-5 w-5" aria-hidden />
                {t('billPaid')}
              </p>
            ) : (
              <div className="space-y-3">
                <fieldset
                  className="flex gap-1 rounded-lg border border-stone-300 p-0.5"
                  aria-label={t('split')}
                >
                  {SPLIT_MODES.map(([value, label]) => (
                    <Button
                      key={value}
                      size="sm"
                      className="flex-1"
                      variant={
                        mode === value && (value === 'even' || seatLabels === undefined)
                          ? 'secondary'
                          : 'ghost'
                      }
                      aria-pressed={mode === value && (value === 'even' || seatLabels === undefined)}
                      onClick={() => {
                        setPartSeats(null);
                        setMode(value);
                      }}
                    >
                      {t(label)}
                    </Button>
                  ))}
                  {seats.length > 1 ? (
                    <Button
                      size="sm"
                      className="flex-1"
                      variant={mode === 'items' && seatLabels !== undefined ? 'secondary' : 'ghost'}
                      aria-pressed={mode === 'items' && seatLabels !== undefined}
                      onClick={splitBySeat}
                    >
                      {t('bySeat')}
                    </Button>
                  ) : null}
                </fieldset>
                {mode === 'items' ? (
                  <>
                    <PartsStepper
                      label={t('parts')}
                      value={itemParts}
                      min={2}
                      max={MAX_ITEM_PARTS}
                      onChange={changeItemParts}
                    />
                    <ItemSplitPlanner
                      lines={billLines}
                      units={units}
                      onUnitsChange={setItemUnits}
                      partSeats={seatLabels}
                      paidParts={paidItemParts}
                      due={due}
                      currency={currency}
                      onPayPart={payItemPart}
                      onPrintPart={printItemPart}
                    />
                  </>
                ) : (
                  <div className="space-y-2">
                    <label htmlFor={splitId} className="block text-sm font-medium text-stone-700">
                      {t('splitEvenlyIn')}
                    </label>
                    <div className="flex items-center gap-2">
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={t('onePartLess')}
                        onClick={() => changeParts(parts - 1)}
                        disabled={parts <= 1}
                      >
                        <Minus className="h-4 w-4" aria-hidden />
                      </Button>
                      <div className="w-20">
                        <Input
                          id={splitId}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_SPLIT_PARTS}
                          value={parts}
                          onChange={(e) => changeParts(Number(e.target.value) || 1)}
                          className="text-center"
                        />
                      </div>
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={t('onePartMore')}
                        onClick={() => changeParts(parts + 1)}
                        disabled={parts >= MAX_SPLIT_PARTS}
                      >
                        <Plus className="h-4 w-4" aria-hidden />
                      </Button>
                    </div>
                    {parts > 1 ? (
                      <ol className="space-y-1" aria-label={t('parts')}>
                        {split.map((part, index) => {
                          const isPaid = index < bill.payments.length;
                          return (
                            // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions
                            <li key={index} className="flex items-center justify-between gap-2 text-sm">
                              <span>
                                {t('partLabel', { part: index + 1 })}{' '}
                                <span className="tabular-nums">{money(part)}</span>
                              </span>
                              {isPaid ? (
                                <span className="text-xs font-medium text-emerald-800">{t('paid')}</span>
                              ) : (
                                <Button size="sm" variant="outline" onClick={() => choosePart(index)}>
                                  {t('payPart', { part: index + 1 })}
                                </Button>
                              )}
                            </li>
                          );
                        })}
                      </ol>
                    ) : null}
                  </div>
                )}
              </div>
            )}

            {bill.payments.length > 0 ? (
              <div>
                <h3 className="mb-1 text-sm font-semibold text-stone-800">{t('payments')}</h3>
                <ul className="divide-y divide-stone-100 text-sm" aria-label={t('paymentsTaken')}>
                  {bill.payments.map((p, index) => (
                    <li key={p.id} className="flex items-start justify-between gap-2 py-1.5">
                      <span>{p.payment_type ?? '—'}</span>
                      <span className="ms-auto text-end tabular-nums">
                        {money(amountToMinor(p.amount))}
                        {p.tip > 0 ? ` + ${t('tipOf', { amount: money(amountToMinor(p.tip)) })}` : ''}
                        {p.tendered !== null ? (
                          <span className="block text-xs text-stone-500">
                            {t('givenChange', {
                              given: money(amountToMinor(p.tendered)),
                              change: money(amountToMinor(p.change)),
                            })}
                          </span>
                        ) : null}
                      </span>
                      <Button
                        size="icon-sm"
                        variant="ghost"
                        aria-label={t('printPartReceipt', { part: index + 1 })}
                        onClick={() => printPart(p.id)}
                      >
                        <Printer className="h-4 w-4" aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>

          {settled ? null : (
            <section className="space-y-3" aria-label={t('takeAPayment')}>
              <Field label={t('paymentType')}>
                {(ids) => (
                  <Select
                    {...ids}
                    value={form.paymentTypeId}
                    onChange={(e) => setForm((f) => ({ ...f, paymentTypeId: e.target.value }))}
                  >
                    {paymentTypes.length === 0 ? <option value="">{t('noPaymentTypes')}</option> : null}
                    {paymentTypes.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                label={t('amountToPay')}
                error={form.amount !== '' && amount === null ? t('invalidAmount') : null}
              >
                {(ids) => (
                  <Input
                    {...ids}
                    inputMode="decimal"
                    value={form.amount}
                    onChange={(e) => setForm((f) => ({ ...f, amount: e.target.value, tipPercent: null }))}
                  />
                )}
              </Field>
              <fieldset className="space-y-1.5">
                <legend className="mb-1.5 block text-sm font-medium text-stone-700">{t('tip')}</legend>
                {display.linked ? (
                  <div className="flex flex-wrap items-center gap-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-900">
                    <span className="flex-1" aria-live="polite" data-testid="guest-tip">
                      {guestTip ?? t('displayAsksTip')}
                    </span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => askGuest(amount)}
                      disabled={amount === null}
                    >
                      {t('askAgainOnDisplay')}
                    </Button>
                  </div>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {tipPresets.map((percent) => (
                    <Button
                      key={percent}
                      size="sm"
                      variant={form.tipPercent === percent ? 'secondary' : 'outline'}
                      aria-pressed={form.tipPercent === percent}
                      onClick={() => choosePercent(percent)}
                      disabled={amount === null}
                    >
                      {percent} %
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant={form.tip === '' ? 'secondary' : 'outline'}
                    aria-pressed={form.tip === ''}
                    onClick={() => setForm((f) => ({ ...f, tip: '', tipPercent: null }))}
                  >
                    {t('noTip')}
                  </Button>
                </div>
              </fieldset>
              <Field label={t('tipAmount')} error={tip === null ? t('invalidTip') : null}>
                {(ids) => (
                  <Input
                    {...ids}
                    inputMode="decimal"
                    placeholder="0.00"
                    value={form.tip}
                    onChange={(e) => setForm((f) => ({ ...f, tip: e.target.value, tipPercent: null }))}
                  />
                )}
              </Field>
              {payingCash ? (
                <Field
                  label={t('cashGiven')}
                  hint={t('cashGivenHint')}
                  error={tendered === null && tenderText !== '' ? t('invalidCash') : null}
                >
                  {(ids) => (
                    <Input
                      {...ids}
                      inputMode="decimal"
                      placeholder="0.00"
                      value={form.tendered}
                      onChange={(e) => setForm((f) => ({ ...f, tendered: e.target.value }))}
                    />
                  )}
                </Field>
              ) : null}
              {change !== null ? (
                <p
                  className={change < 0 ? 'text-sm font-medium text-red-700' : 'text-sm font-semibold'}
                  data-testid="bill-change"
                  aria-live="polite"
                >
                  {change < 0
                    ? t('shortBy', { amount: money(-change) })
                    : t('changeDue', { amount: money(change) })}
                </p>
              ) : null}
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The bill's receipt with its payments, or one part's receipt when a payment is named. */
function printBill(bill: TBill, paymentId?: number) {
  const link = receiptLink(bill.order_ids, { billId: bill.id, paymentId });
  if (!openPrintPopup(link)) toast.error(text('payments:allowPopups'));
}

/** The split's modes and their words (keys of the payments catalogue). */
const SPLIT_MODES = [
  ['even', 'evenly'],
  ['items', 'byItem'],
] as const;

/** A bill split by item has at most this many parts (each a column of the planner). */
const MAX_ITEM_PARTS = 12;

function PartsStepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = usePaymentsText();
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-medium text-stone-700">{label}</span>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={t('onePartLess')}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </Button>
      <span className="w-6 text-center font-semibold tabular-nums" aria-live="polite">
        {value}
      </span>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={t('onePartMore')}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}

function emptyForm(paymentTypes: TPaymentType[]) {
  return {
    paymentTypeId: String(paymentTypes[0]?.id ?? ''),
    amount: '',
    tendered: '',
    tip: '',
    tipPercent: null as number | null,
    idempotencyKey: newIdempotencyKey(),
  };
}
