import { formatMoney } from '@mise/domain';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { recordBillPrinted } from '../floor/api/floor-api';
import { type PartView, partOfSplit } from '../payments/item-split';
import { BillPayments, useReceiptBill } from '../payments/receipt-payments';
import { type ReceiptData, readStoredReceipt, useReceipt } from './api/receipt-api';
import { parseItemSplit, parseOrderIds, parsePositiveId } from './print-links';
import { PrintSheet } from './print-sheet';
import { deliveryTypeLabel, receiptNumber } from './receipt-model';
import { useAutoPrint } from './use-auto-print';

/**
 * Receipt print view (spec 2 section 2.12), opened in the 400×400 popup. `?orderIds=3,4` prints
 * those orders as the server prices them; without ids it prints the receipt the POS stored.
 * `?preview=1` shows it without opening the print dialog.
 */
export function PrintReceiptPage() {
  const [params] = useSearchParams();
  const orderIds = useMemo(() => parseOrderIds(params), [params]);
  const stored = useMemo(() => (orderIds.length ? null : readStoredReceipt()), [orderIds]);
  const query = useReceipt(orderIds);
  const billId = parsePositiveId(params, 'bill');
  const itemSplit = useMemo(() => parseItemSplit(params), [params]);
  const bill = useReceiptBill(billId);
  const data = orderIds.length ? query.data : stored;
  const ready = Boolean(data) && (billId === null || bill.isSuccess || bill.isError);
  const isPrinting = params.get('preview') !== '1';
  useAutoPrint(ready, isPrinting);
  // A receipt printed for orders still open is their bill: the floor shows the table's bill printed
  // (the server marks only orders still open; paid ones are not counted by the floor).
  const isOrdersBill = orderIds.length > 0 && billId === null && itemSplit === null;
  useEffect(() => {
    if (ready && isPrinting && isOrdersBill) recordBillPrinted(orderIds).catch(() => undefined);
  }, [ready, isPrinting, isOrdersBill, orderIds]);

  if ((orderIds.length && query.isPending) || (billId !== null && bill.isPending)) {
    return <Notice widthMm={80} text="Please wait..." />;
  }
  if (orderIds.length && query.isError) {
    return (
      <Notice
        widthMm={80}
        text={errorMessage(query.error, 'Error loading details! Please try later!')}
        alert
      />
    );
  }
  if (!data) return <Notice widthMm={80} text="No receipt to print." alert />;
  if (itemSplit) {
    const part = partOfSplit(data.receipt.lines, itemSplit);
    if (!part)
      return <Notice widthMm={80} text="This bill changed since it was split: split it again." alert />;
    return <Receipt data={data} part={{ index: itemSplit.part, ...part }} />;
  }
  return (
    <Receipt data={data}>
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
  return (
    <PrintSheet widthMm={widthMm} label="Receipt">
      <p role={alert ? 'alert' : 'status'} className="py-6 text-center font-sans text-sm">
        {text}
      </p>
    </PrintSheet>
  );
}

export function Receipt({
  data: { receipt, settings, store },
  part,
  children,
}: {
  data: ReceiptData;
  /** One part of a bill split by item: only its items, and what the part costs. */
  part?: PartView & { index: number };
  /** What follows the totals: the payments of a bill paid in parts. */
  children?: ReactNode;
}) {
  const money = (minor: number) => formatMoney(minor, store.currency);
  const now = new Date();
  const showToken = settings.printToken && receipt.tokenNo !== null;
  return (
    <PrintSheet widthMm={settings.pageFormat} label="Receipt">
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
            <span className="text-[9px] tracking-widest uppercase">Token</span>
            <span className="text-3xl leading-none font-bold">{receipt.tokenNo}</span>
          </div>
        </div>
      ) : null}

      <dl className="my-2 space-y-0.5 border-y border-dashed border-black py-1.5">
        <Row label="Receipt No." value={receiptNumber(receipt.tokenNo, now)} />
        <Row
          label="Date"
          value={`${now.toLocaleDateString()} ${now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`}
        />
        {receipt.tokens.length > 1 ? <Row label="Tokens" value={receipt.tokens.join(', ')} /> : null}
        {receipt.tableTitle ? <Row label="Table" value={receipt.tableTitle} /> : null}
        {settings.showCustomerDetails ? (
          <>
            {receipt.customerType ? <Row label="Customer Type" value={receipt.customerType} /> : null}
            {receipt.customerName ? <Row label="Customer" value={receipt.customerName} /> : null}
            {receipt.deliveryType ? (
              <Row label="Order Type" value={deliveryTypeLabel(receipt.deliveryType)} />
            ) : null}
          </>
        ) : null}
      </dl>

      {part ? (
        <>
          <ul aria-label="Receipt items" className="space-y-1.5">
            {part.lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-2">
                <span className="min-w-0 font-semibold break-words">
                  {line.quantity} x {line.title}
                </span>
                <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
              </li>
            ))}
          </ul>
          <p
            className="mt-2 border-t border-dashed border-black pt-1.5 text-center font-bold"
            data-testid="receipt-part"
          >
            Part {part.index + 1} of the bill
          </p>
          <dl className="space-y-0.5" aria-label="Receipt totals">
            <Row label="Bill total" value={money(receipt.total)} />
            <div className="flex justify-between gap-2 border-t border-black pt-1 text-sm font-bold">
              <dt>Part total</dt>
              <dd className="tabular-nums" data-testid="receipt-total">
                {money(part.total)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          <ul aria-label="Receipt items" className="space-y-1.5">
            {receipt.lines.map((line) => (
              <li key={line.key}>
                <div className="flex justify-between gap-2">
                  <span className="min-w-0 font-semibold break-words">{line.title}</span>
                  <span className="shrink-0 tabular-nums">{money(line.lineTotal)}</span>
                </div>
                {line.variantTitle ? <p className="pl-2">{line.variantTitle}</p> : null}
                {line.addons.length ? <p className="pl-2">+ {line.addons.join(', ')}</p> : null}
                {settings.showNotes && line.notes ? (
                  <p className="pl-2 italic break-words">Note: {line.notes}</p>
                ) : null}
                <p className="pl-2 tabular-nums">
                  {line.quantity} x {money(line.unitPrice)}
                </p>
                {line.comp ? (
                  <p className="flex justify-between gap-2 pl-2">
                    <span className="min-w-0 break-words">
                      Comp{line.compReason ? ` (${line.compReason})` : ''}
                    </span>
                    <span className="shrink-0 tabular-nums">-{money(line.lineTotal)}</span>
                  </p>
                ) : null}
                {line.discount > 0 ? (
                  <p className="flex justify-between gap-2 pl-2">
                    <span className="min-w-0 break-words">
                      Discount{line.discountReason ? ` (${line.discountReason})` : ''}
                    </span>
                    <span className="shrink-0 tabular-nums">-{money(line.discount)}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>

          <dl
            className="mt-2 space-y-0.5 border-t border-dashed border-black pt-1.5"
            aria-label="Receipt totals"
          >
            {receipt.discountTotal > 0 ? (
              <Row label="Discounts (excl. tax)" value={`-${money(receipt.discountTotal)}`} />
            ) : null}
            {receipt.compTotal > 0 ? (
              <Row label="Comps (excl. tax)" value={`-${money(receipt.compTotal)}`} />
            ) : null}
            <Row label="Subtotal (excl. tax)" value={money(receipt.subtotal)} />
            {receipt.serviceCharge > 0 ? (
              <Row label="Service charge" value={money(receipt.serviceCharge)} />
            ) : null}
            <Row label="Tax" value={money(receipt.taxTotal)} />
            <div className="flex justify-between gap-2 border-t border-black pt-1 text-sm font-bold">
              <dt>Total</dt>
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

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="shrink-0">{label}</dt>
      <dd className="min-w-0 text-right break-words tabular-nums">{value}</dd>
    </div>
  );
}
