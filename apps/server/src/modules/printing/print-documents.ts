import type { TPrintBlock, TPrintDocument, TReceipt, TReceiptItem } from '@mise/contracts';
import { formatMoney, type Language, toMinorUnits } from '@mise/domain';
import { type MessageValues, t } from '../../i18n/i18n';

/**
 * What each kind of job prints, as printer-neutral documents: the bridge renders them for the
 * printer's paper and code page. Pure functions of what the database holds.
 *
 * Their words are in a language (issue 23): a guest's bill or receipt in the store's receipt
 * language, a kitchen ticket in the store's language (print-queue.ts picks them). The texts are the
 * English ones, translated through the "receipts" catalogue (i18n/locales/<language>/receipts.json);
 * English prints exactly as before. Money keeps the store currency's one printed form.
 */

/** A printed text in `language`. */
const say = (language: Language, text: string, values?: MessageValues) =>
  t(language, text, values, 'receipts');

export interface Station {
  id: number;
  name: string;
}

/** A line as a kitchen ticket shows it. */
interface TicketLine {
  quantity: number;
  title: string;
  variantTitle: string | null;
  addons: string[];
  notes: string | null;
}

const minor = (major: number) => toMinorUnits(major) ?? 0;

function timeOf(iso: string, zone: string, language: Language = 'en') {
  // Digits stay Latin whatever the language: every printer code page has them.
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : `${language}-u-nu-latn`, {
    timeZone: zone,
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** Where the order goes: its type, and the table with its floor when it has one. */
function destination(
  receipt: Pick<TReceipt, 'deliveryType' | 'table_title' | 'floor'>,
  language: Language = 'en',
) {
  const kind = receipt.deliveryType ?? 'dinein';
  const type =
    kind === 'dinein'
      ? say(language, 'Dine in')
      : kind === 'takeaway'
        ? say(language, 'Takeaway')
        : `${kind[0].toUpperCase()}${kind.slice(1)}`;
  const table = receipt.table_title
    ? ` · ${say(language, 'Table {table}', { table: receipt.table_title })}${receipt.floor ? ` (${receipt.floor})` : ''}`
    : '';
  return `${type}${table}`;
}

function lineBlocks(line: TicketLine, strike = false, language: Language = 'en'): TPrintBlock[] {
  const blocks: TPrintBlock[] = [
    {
      type: 'text',
      text: `${line.quantity} x ${line.title}${strike ? ` (${say(language, 'VOID')})` : ''}`,
      bold: true,
      size: 'large',
    },
  ];
  if (line.variantTitle) blocks.push({ type: 'text', text: `   ${line.variantTitle}` });
  for (const addon of line.addons) blocks.push({ type: 'text', text: `   + ${addon}` });
  if (line.notes)
    blocks.push({
      type: 'text',
      text: `   ${say(language, 'Note: {note}', { note: line.notes })}`,
      bold: true,
    });
  return blocks;
}

const asTicketLine = (item: TReceiptItem): TicketLine => ({
  quantity: item.quantity,
  title: item.item_title,
  variantTitle: item.variant_title,
  addons: item.addons.map((a) => a.title),
  notes: item.notes,
});

interface TicketHeader {
  heading: string;
  tokenNo: number | null;
  destination: string;
  guests: number | null;
  time: string;
}

function ticketHeader(header: TicketHeader, language: Language = 'en'): TPrintBlock[] {
  return [
    { type: 'text', text: header.heading, align: 'center', bold: true, size: 'large' },
    {
      type: 'text',
      text: say(language, 'Token #{token}', { token: String(header.tokenNo ?? '-') }),
      align: 'center',
      bold: true,
      size: 'large',
    },
    { type: 'text', text: header.destination, align: 'center', bold: true },
    ...(header.guests
      ? [
          {
            type: 'text' as const,
            text: say(language, 'Guests: {guests}', { guests: String(header.guests) }),
            align: 'center' as const,
          },
        ]
      : []),
    { type: 'text', text: header.time, align: 'center' },
    { type: 'rule' },
  ];
}

/** Which of the order's lines a ticket printer takes: its stations' (all of them when it lists none). */
export function linesForPrinter<T extends { item_id: number | null }>(
  lines: T[],
  printerStations: number[],
  stationOfItem: Map<number, Station>,
): T[] {
  if (printerStations.length === 0) return lines;
  return lines.filter((line) => {
    const station = line.item_id === null ? undefined : stationOfItem.get(line.item_id);
    return station !== undefined && printerStations.includes(station.id);
  });
}

/** The kitchen ticket of one order for one printer: the lines of its stations, large and plain. */
export function kitchenTicket(
  receipt: TReceipt,
  lines: TReceiptItem[],
  heading: string,
  /** The store's language. */
  language: Language = 'en',
): { title: string; document: TPrintDocument } {
  const order = receipt.orders[0];
  const blocks: TPrintBlock[] = [
    ...ticketHeader(
      {
        heading,
        tokenNo: receipt.tokenNo,
        destination: destination(receipt, language),
        guests: order?.guests ?? null,
        time: timeOf(order?.date ?? new Date().toISOString(), receipt.storeSettings.timezone, language),
      },
      language,
    ),
  ];
  for (const line of lines) blocks.push(...lineBlocks(asTicketLine(line), false, language));
  blocks.push({ type: 'rule' }, { type: 'feed', lines: 1 });
  return {
    title: `${heading} · Token #${receipt.tokenNo ?? '-'}`,
    document: { blocks, cut: true, openDrawer: false },
  };
}

/** A voided or comped line, as the kitchen must see it: stop making it, or make it for free. */
export function adjustmentTicket(
  receipt: TReceipt,
  lines: Array<TicketLine & { reason: string | null }>,
  kind: 'void' | 'comp',
  /** The store's language. */
  language: Language = 'en',
): { title: string; document: TPrintDocument } {
  const heading = `*** ${say(language, kind === 'void' ? 'VOID' : 'COMP')} ***`;
  const blocks: TPrintBlock[] = [
    ...ticketHeader(
      {
        heading,
        tokenNo: receipt.tokenNo,
        destination: destination(receipt, language),
        guests: null,
        time: timeOf(new Date().toISOString(), receipt.storeSettings.timezone, language),
      },
      language,
    ),
  ];
  for (const line of lines) {
    blocks.push(...lineBlocks(line, kind === 'void', language));
    if (line.reason)
      blocks.push({ type: 'text', text: say(language, 'Reason: {reason}', { reason: line.reason }) });
  }
  blocks.push({ type: 'rule' }, { type: 'feed', lines: 1 });
  const what = lines.length === 1 ? `${lines[0].quantity} x ${lines[0].title}` : `${lines.length} lines`;
  return {
    title: `${kind === 'void' ? 'Void' : 'Comp'} · Token #${receipt.tokenNo ?? '-'} · ${what}`,
    document: { blocks, cut: true, openDrawer: false },
  };
}

export interface ReceiptPayment {
  title: string;
  amount: number;
  tip: number;
  change: number;
}

/**
 * The guest's bill (before payment) or receipt (after): the store, the lines with their amounts,
 * the totals as the server stored them, and for a receipt the payments with tips and change.
 */
export function billOrReceipt(
  receipt: TReceipt,
  options: {
    kind: 'bill' | 'receipt';
    payments: ReceiptPayment[];
    logo: TPrintBlock | null;
    openDrawer: boolean;
    /** The store's QR menu, when it has one on: a receipt invites the guest back to it. */
    menuUrl: string | null;
    /** The store's receipt language. */
    language?: Language;
  },
): { title: string; document: TPrintDocument } {
  const { storeSettings: store, printSettings: print } = receipt;
  const language = options.language ?? 'en';
  const money = (m: number) => formatMoney(m, store.currency);
  const blocks: TPrintBlock[] = [];
  if (options.logo) blocks.push(options.logo);
  if (print.show_store_details) {
    blocks.push({ type: 'text', text: store.store_name, align: 'center', bold: true, size: 'large' });
    for (const detail of [store.address, store.phone, store.email]) {
      if (detail) blocks.push({ type: 'text', text: detail, align: 'center' });
    }
  }
  if (print.header) blocks.push({ type: 'text', text: print.header, align: 'center' });
  blocks.push({ type: 'rule' });
  const heading =
    options.kind === 'bill'
      ? say(language, 'BILL')
      : receipt.invoiceId
        ? say(language, 'RECEIPT #{invoice}', { invoice: String(receipt.invoiceId) })
        : say(language, 'RECEIPT');
  blocks.push({ type: 'text', text: heading, align: 'center', bold: true });
  if (print.print_token && receipt.tokenNo !== null)
    blocks.push({
      type: 'text',
      text: say(language, 'Token #{token}', { token: receipt.tokenNos.join(', #') }),
      align: 'center',
    });
  blocks.push({ type: 'text', text: destination(receipt, language), align: 'center' });
  blocks.push({
    type: 'text',
    text: timeOf(receipt.orders[0]?.date ?? new Date().toISOString(), store.timezone, language),
    align: 'center',
  });
  if (print.show_customer_details && receipt.customer.name)
    blocks.push({
      type: 'text',
      text: say(language, 'Customer: {name}', { name: receipt.customer.name }),
      align: 'center',
    });
  blocks.push({ type: 'rule' });

  for (const order of receipt.orders) {
    if (order.status === 'cancelled') continue;
    for (const item of order.items) {
      const title = `${item.quantity} x ${item.item_title}${item.variant_title ? ` (${item.variant_title})` : ''}`;
      blocks.push({ type: 'row', left: title, right: money(minor(item.line_total)) });
      for (const addon of item.addons) blocks.push({ type: 'text', text: `  + ${addon.title}` });
      if (print.show_notes && item.notes) blocks.push({ type: 'text', text: `  ${item.notes}` });
      if (item.comp)
        blocks.push({
          type: 'row',
          left: `  ${say(language, 'Comp')}${item.comp_reason ? `: ${item.comp_reason}` : ''}`,
          right: `-${money(minor(item.line_total))}`,
        });
      else if (item.discount_amount > 0)
        blocks.push({
          type: 'row',
          left: `  ${say(language, 'Discount')}${item.discount_reason ? `: ${item.discount_reason}` : ''}`,
          right: `-${money(minor(item.discount_amount))}`,
        });
    }
  }
  blocks.push({ type: 'rule' });
  blocks.push({ type: 'row', left: say(language, 'Subtotal'), right: money(minor(receipt.subtotal)) });
  if (receipt.serviceCharge > 0)
    blocks.push({
      type: 'row',
      left: say(language, 'Service charge'),
      right: money(minor(receipt.serviceCharge)),
    });
  blocks.push({ type: 'row', left: say(language, 'Tax'), right: money(minor(receipt.taxTotal)) });
  blocks.push({ type: 'row', left: say(language, 'TOTAL'), right: money(minor(receipt.total)), bold: true });

  if (options.kind === 'receipt' && options.payments.length > 0) {
    blocks.push({ type: 'rule' });
    for (const payment of options.payments) {
      blocks.push({ type: 'row', left: payment.title, right: money(payment.amount) });
      if (payment.tip > 0)
        blocks.push({ type: 'row', left: `  ${say(language, 'Tip')}`, right: money(payment.tip) });
      if (payment.change > 0)
        blocks.push({ type: 'row', left: `  ${say(language, 'Change')}`, right: money(payment.change) });
    }
  }
  if (print.footer) blocks.push({ type: 'rule' }, { type: 'text', text: print.footer, align: 'center' });
  if (options.kind === 'receipt' && options.menuUrl) {
    blocks.push(
      { type: 'feed', lines: 1 },
      { type: 'text', text: say(language, 'Scan for our menu'), align: 'center' },
    );
    blocks.push({ type: 'qr', value: options.menuUrl });
  }
  blocks.push({ type: 'feed', lines: 2 });
  const title =
    options.kind === 'bill'
      ? `Bill · Token #${receipt.tokenNo ?? '-'}`
      : `Receipt${receipt.invoiceId ? ` #${receipt.invoiceId}` : ''} · Token #${receipt.tokenNo ?? '-'}`;
  return { title, document: { blocks, cut: true, openDrawer: options.openDrawer } };
}

/** Opens the cash drawer and prints nothing (a cash part payment before the receipt). */
export function drawerKick(): { title: string; document: TPrintDocument } {
  return { title: 'Open cash drawer', document: { blocks: [], cut: false, openDrawer: true } };
}

export { asTicketLine, type TicketLine };
