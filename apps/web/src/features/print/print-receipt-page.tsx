import { type ReactNode, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { shownLanguage } from '../../i18n/app-i18n';
import { errorMessage } from '../../lib/api-client';
import { recordBillPrinted } from '../floor/api/floor-api';
import { type PartView, partOfSplit } from '../payments/item-split';
import { BillPayments, useReceiptBill } from '../payments/receipt-payments';
import { type ReceiptData, readStoredReceipt, useReceipt } from './api/receipt-api';
import { usePrintText } from './i18n';
import { parseItemSplit, parseOrderIds, parsePositiveId } from './print-links';
import { PrintSheet } from './print-sheet';
import { usePrintTextIn, useReceiptLanguage } from './receipt-language';
import { deliveryTypeKey, receiptNumber } from './receipt-model';
import { useAutoPrint } from './use-auto-print';

/**
 * Receipt print view (spec 2 section 2.12), opened in the 400×400 popup. `?orderIds=3,4` prints
 * those orders as the server prices them; without ids it prints the receipt the POS stored.
 * `?preview=1` shows it without opening the print dialog.
 */
export function PrintReceiptPage() {
  const { t } = usePrintText();
  const [params] = useSearchParams();
  const orderIds = useMemo(() => parseOrderIds(params), [params]);
  const stored = useMemo(() => (orderIds.length ? null : readStoredReceipt()), [orderIds]);
  const query = useReceipt(orderIds);
  const billId = parsePositiveId(params, 'bill');
  const itemSplit = useMemo(() => parseItemSplit(params), [params]);
  const bill = useReceiptBill(billId);
  const data = orderIds.length ? query.data : stored;
  // The receipt prints in the store's receipt language, whatever the staff member's.
  const language = useReceiptLanguage(data?.store.language);
  const receiptText = usePrintTextIn(language);
  const ready = Boolean(data) && receiptText.ready && (billId === null || bill.isSuccess || bill.isError);
  const isPrinting = params.get('preview') !== '1';
  useAutoPrint(ready, isPrinting);
  // A receipt printed for orders still open is their bill: the floor shows the table's bill printed
  // (the server marks only orders still open; paid ones are not counted by the floor).
  const isOrdersBill = orderIds.length > 0 && billId === null && itemSplit === null;
  useEffect(() => {
    if (ready && isPrinting && isOrdersBill) recordBillPrinted(orderIds).catch(() => undefined);
  }, [ready, isPrinting, isOrdersBill, orderIds]);

  if ((orderIds.length && query.isPending) || (billId !== null && bill.isPending)) {
    return <Notice widthMm={80} text={t('pleaseWait')} />;
  }
  if (orderIds.length && query.isError) {
    return <Notice widthMm={80} text={errorMessage(query.error, t('loadError'))} alert />;
  }
  if (!data) return <Notice widthMm={80} text={t('noReceipt')} alert />;
  if (itemSplit) {
    const part = partOfSplit(data.receipt.lines, itemSplit);
    if (!part) return <Notice widthMm={80} text={t('splitChanged')} alert />;
    return <Receipt data={data} language={language} part={{ index: itemSplit.part, ...part }} />;
  }
  return (
    <Receipt data={data} language={language}>
      {bill.data ? (
        <BillPayments
          bill={bill.data}
          paymentId={parsePositiveId(params, 'payment')}
          currency={data.store.currency}
        />
      ) : null}
    </Receipt>
  );
}

function Notice({ widthMm, text, alert }: { widthMm: number; text: string; alert?: boolean }) {
  const { t } = usePrintText();
  return (
    <PrintSheet widthMm={widthMm} label={t('receipt')}>
      <p role={alert ? 'alert' : 'status'} className="py-6 text-center font-sans text-sm">
        {text}
      </p>
    </PrintSheet>
  );
}

export function Receipt({
  data: { receipt, settings, store },
  language,
  part,
  children,
}: {
  data: ReceiptData;
  /** The language it prints in; by default the one its data names, else the one shown. */
  language?: string | null;
  /** One part of a bill split by item: only its items, and what the part costs. */
  part?: PartView & { index: number };
  /** What follows the totals: the payments of a bill paid in parts. */
  children?: ReactNode;
}) {
  const { t, format, language: lang, dir } = usePrintTextIn(language ?? store.language ?? shownLanguage());
  const money = (minor: number) => format.money(minor, store.currency);
  const now = new Date();
  const showToken = settings.printToken && receipt.tokenNo !== null;
  const deliveryKey = deliveryTypeKey(receipt.deliveryType);
  return (
    <PrintSheet widthMm={settings.pageFormat} label={t('receipt')} language={lang} dir={dir}>
      {settings.showStoreDetails ? (
        <header className="mb-2 text-center">
          {store.image ? (
            <img src={store.image} alt="" className="mx-auto mb-1 h-12 w-12 object-contain" />
          ) : null}
          {store.name ? <p className="text-sm font-bold">{store.name}</p> : null}
          {store.address ? <p className="whitespace-pre-line">{store.address}</p> : null}
          {store.phone ? <p>{store.phone}</p> : null}
          {store.email ? <p>{store.email}</p> : null}
        </header>
      ) : null}
      {settings.header ? <p className="mb-2 text-center whitespace-pre-line">{settings.header}</p> : null}

      {showToken ? (
        <div className="my-2 flex justify-center">
          <div
            className="flex h-20 w-20 flex-col items-center justify-center rounded-full border-[3px] border-black"
            data-testid="receipt-token"
          >
            <span className="text-[9px] tracking-widest uppercase">{t('token')}</span>
            <span className="text-3xl leading-none font-bold">{receipt.tokenNo}</span>
          </div>
        </div>
      ) : null}

      <dl className="my-2 space-y-0.5 border-y border-dashed border-black py-1.5">
        <Row label={t('receiptNo')} value={receiptNumber(receipt.tokenNo, now)} />
        <Row
          label={t('date')}
          value={`${format.date(now, DAY)} ${format.date(now, { hour: '2-digit', minute: '2-digit' })}`}
        />
        {receipt.tokens.length > 1 ? <Row label={t('tokens')} value={receipt.tokens.join(', ')} /> : null}
        {receipt.tableTitle ? <Row label={t('table')} value={receipt.tableTitle} /> : null}
        {settings.showCustomerDetails ? (
          <>
            {receipt.customerType ? <Row label={t('customerType')} value={receipt.customerType} /> : null}
            {receipt.customerName ? <Row label={t('customer')} value={receipt.customerName} /> : null}
            {receipt.deliveryType ? (
              <Row label={t('orderType')} value={deliveryKey ? t(deliveryKey) : receipt.deliveryType} />
            ) : null}
          </>
        ) : null}
      </dl>

      {part ? (
        <>
          <ul aria-label={t('receiptItems')} className="space-y-1.5">
            {part.lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-2">
                <span className="min-w-0 font-semibold break-words">
                  {t('quantityTimes', { quantity: line.quantity, item: line.title })}
                </span>
                <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
              </li>
            ))}
          </ul>
          <p
            className="mt-2 border-t border-dashed border-black pt-1.5 text-center font-bold"
            data-testid="receipt-part"
          >
            {t('partOfBill', { part: part.index + 1 })}
          </p>
          <dl className="space-y-0.5" aria-label={t('receiptTotals')}>
            <Row label={t('billTotal')} value={money(receipt.total)} />
            <div className="flex justify-between gap-2 border-t border-black pt-1 text-sm font-bold">
              <dt>{t('partTotal')}</dt>
              <dd className="tabular-nums" data-testid="receipt-total">
                {money(part.total)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          <ul aria-label={t('receiptItems')} className="space-y-1.5">
            {receipt.lines.map((line) => (
              <li key={line.key}>
                <div className="flex justify-between gap-2">
                  <span className="min-w-0 font-semibold break-words">{line.title}</span>
                  <span className="shrink-0 tabular-nums">{money(line.lineTotal)}</span>
                </div>
                {line.variantTitle ? <p className="ps-2">{line.variantTitle}</p> : null}
                {line.addons.length ? <p className="ps-2">+ {line.addons.join(', ')}</p> : null}
                {settings.showNotes && line.notes ? (
                  <p className="ps-2 italic break-words">{t('note', { note: line.notes })}</p>
                ) : null}
                <p className="ps-2 tabular-nums">
                  {t('quantityTimes', { quantity: line.quantity, item: money(line.unitPrice) })}
                </p>
                {line.comp ? (
                  <p className="flex justify-between gap-2 ps-2">
                    <span className="min-w-0 break-words">
                      {line.compReason ? t('compWithReason', { reason: line.compReason }) : t('comp')}
                    </span>
                    <span className="shrink-0 tabular-nums">-{money(line.lineTotal)}</span>
                  </p>
                ) : null}
                {line.discount > 0 ? (
                  <p className="flex justify-between gap-2 ps-2">
                    <span className="min-w-0 break-words">
                      {line.discountReason
                        ? t('discountWithReason', { reason: line.discountReason })
                        : t('discount')}
                    </span>
                    <span className="shrink-0 tabular-nums">-{money(line.discount)}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>

          <dl
            className="mt-2 space-y-0.5 border-t border-dashed border-black pt-1.5"
            aria-label={t('receiptTotals')}
          >
            {receipt.discountTotal > 0 ? (
              <Row label={t('discountsExclTax')} value={`-${money(receipt.discountTotal)}`} />
            ) : null}
            {receipt.compTotal > 0 ? (
              <Row label={t('compsExclTax')} value={`-${money(receipt.compTotal)}`} />
            ) : null}
            <Row label={t('subtotalExclTax')} value={money(receipt.subtotal)} />
            {receipt.serviceCharge > 0 ? (
              <Row label={t('serviceCharge')} value={money(receipt.serviceCharge)} />
            ) : null}
            <Row label={t('tax')} value={money(receipt.taxTotal)} />
            <div className="flex justify-between gap-2 border-t border-black pt-1 text-sm font-bold">
              <dt>{t('total')}</dt>
              <dd className="tabular-nums" data-testid="receipt-total">
                {money(receipt.total)}
              </dd>
            </div>
          </dl>
        </>
      )}
      {children}
      {settings.footer ? <p className="mt-3 text-center whitespace-pre-line">{settings.footer}</p> : null}
    </PrintSheet>
  );
}

/** The receipt's date, as numbers ("11/26/2026" in English). */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="shrink-0">{label}</dt>
      <dd className="min-w-0 text-end break-words tabular-nums">{value}</dd>
    </div>
  );
}
