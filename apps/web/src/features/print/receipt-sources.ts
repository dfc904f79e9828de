import { linePayables } from '@mise/domain';
import { amountToMinor, type ReceiptDocument, type ReceiptLine } from './receipt-model';

/**
 * Turns what the server (POST /invoices/orders) or the POS (the receipt context kept in local
 * storage, spec 2 section 3) hands over into a ReceiptDocument. Both are read defensively: a
 * receipt prints what it can rather than failing on one odd field.
 */
type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
function first(raw: Raw, ...names: string[]): unknown {
  for (const name of names) if (raw[name] !== undefined && raw[name] !== null) return raw[name];
  return undefined;
}

function addonTitles(value: unknown): string[] {
  return list(value)
    .map((a) => (isRecord(a) ? str(a.title) : str(a)))
    .filter((t): t is string => t !== null);
}

function variantTitle(raw: Raw): string | null {
  const variant = raw.variant;
  return str(raw.variant_title) ?? (isRecord(variant) ? str(variant.title) : str(variant));
}

/** One line: unit price (variant or base plus addons) times quantity; the line total as sent, else computed. */
function toLine(raw: Raw, index: number): ReceiptLine {
  const quantity = Math.max(0, Math.trunc(num(raw.quantity) ?? 1));
  const unitPrice = amountToMinor(first(raw, 'unit_price', 'unitPrice', 'price'));
  const sentTotal = first(raw, 'line_total', 'lineTotal', 'total');
  const lineTotal = sentTotal === undefined ? unitPrice * quantity : amountToMinor(sentTotal);
  const net = first(raw, 'net_amount', 'netAmount');
  return {
    id: num(raw.id),
    amount:
      net === undefined
        ? lineTotal
        : amountToMinor(net) + amountToMinor(first(raw, 'tax_amount', 'taxAmount')),
    key: `${str(raw.order_id) ?? num(raw.order_id) ?? ''}-${num(raw.id) ?? index}-${index}`,
    title: str(first(raw, 'item_title', 'title')) ?? '',
    variantTitle: variantTitle(raw),
    addons: addonTitles(raw.addons),
    notes: str(raw.notes),
    quantity,
    unitPrice,
    lineTotal,
    discount: amountToMinor(first(raw, 'discount_amount', 'discountAmount')),
    discountReason: str(first(raw, 'discount_reason', 'order_discount_reason')),
    comp: raw.comp === true,
    compReason: str(raw.comp_reason),
  };
}

/** The receipt of one or more orders as POST /invoices/orders returns them. */
export function receiptFromOrdersResponse(response: unknown): ReceiptDocument {
  const root = isRecord(response) ? response : { orders: response };
  const orders = list(first(root, 'orders')).filter(isRecord);
  const lines = orders.flatMap((order) =>
    list(first(order, 'items', 'cartItems'))
      .filter(isRecord)
      .filter((item) => item.status !== 'cancelled')
      .map((item) => ({
        ...item,
        order_id: item.order_id ?? order.id,
        order_discount_reason: order.discount_reason,
      })),
  );
  const firstOrder: Raw = orders[0] ?? root;
  const tokens = orders.map((o) => num(o.token_no)).filter((t): t is number => t !== null && t > 0);
  const receiptLines = withServiceChargeShares(orders, lines, lines.map(toLine));
  // Totals the response states win; else the server's per-line net and tax amounts are added up
  // (an inclusive line's net excludes the tax it contains, so subtotal + tax is what was paid).
  const subtotal = first(root, 'subtotal', 'sub_total', 'subTotal', 'itemsTotal', 'netTotal');
  const serviceCharge = first(root, 'serviceCharge', 'service_charge', 'serviceChargeTotal');
  const taxTotal = first(root, 'taxTotal', 'tax_total');
  const total = first(root, 'total', 'payableTotal');
  const lineNet = lines.reduce((sum, l, i) => {
    const net = first(l, 'net_amount', 'netAmount');
    return sum + (net === undefined ? (receiptLines[i]?.lineTotal ?? 0) : amountToMinor(net));
  }, 0);
  const lineTax = lines.reduce((sum, l) => sum + amountToMinor(first(l, 'tax_amount', 'taxAmount')), 0);
  const subtotalMinor = subtotal === undefined ? lineNet : amountToMinor(subtotal);
  const taxMinor = taxTotal === undefined ? lineTax : amountToMinor(taxTotal);
  return {
    tokenNo: tokens[0] ?? num(first(root, 'token_no', 'tokenNo')),
    tokens,
    customerType: str(first(firstOrder, 'customer_type', 'customerType')),
    customerName: str(first(firstOrder, 'customer_name', 'customerName', 'name')),
    deliveryType: str(first(firstOrder, 'delivery_type', 'deliveryType')),
    tableTitle: str(first(firstOrder, 'table_title', 'tableTitle')),
    lines: receiptLines,
    discountTotal: amountToMinor(first(root, 'discountTotal', 'discount_total')),
    compTotal: amountToMinor(first(root, 'compTotal', 'comp_total')),
    subtotal: subtotalMinor,
    serviceCharge: amountToMinor(serviceCharge),
    taxTotal: taxMinor,
    total:
      total === undefined ? subtotalMinor + amountToMinor(serviceCharge) + taxMinor : amountToMinor(total),
  };
}

/**
 * Each line's amount with its share of its order's service charge and that charge's tax (domain
 * linePayables): a part of a split by item then costs what the Split & Pay dialog asked for.
 */
function withServiceChargeShares(orders: Raw[], raw: Raw[], lines: ReceiptLine[]): ReceiptLine[] {
  const result = [...lines];
  for (const order of orders) {
    const charged =
      amountToMinor(first(order, 'service_charge')) + amountToMinor(first(order, 'service_charge_tax'));
    if (charged === 0) continue;
    const indexes = raw.flatMap((line, index) => (line.order_id === order.id ? [index] : []));
    const payables = linePayables(
      indexes.map((index) => ({
        netAmount: amountToMinor(first(raw[index], 'net_amount', 'netAmount')),
        taxAmount: amountToMinor(first(raw[index], 'tax_amount', 'taxAmount')),
      })),
      charged,
    );
    indexes.forEach((index, n) => {
      result[index] = { ...result[index], amount: payables[n] };
    });
  }
  return result;
}

/** The receipt the POS stored in local storage before opening the popup (spec 2 section 3, receipt context). */
export function receiptFromContext(context: unknown): ReceiptDocument | null {
  if (!isRecord(context)) return null;
  const items = list(context.cartItems).filter(isRecord);
  if (items.length === 0) return null;
  const customer = context.customer;
  const tokenNo = num(context.tokenNo);
  return {
    tokenNo: tokenNo && tokenNo > 0 ? tokenNo : null,
    tokens: tokenNo && tokenNo > 0 ? [tokenNo] : [],
    customerType: str(context.customerType),
    customerName: isRecord(customer) ? str(customer.name) : str(customer),
    deliveryType: str(context.deliveryType),
    tableTitle: str(first(context, 'tableTitle', 'table_title')),
    lines: items.map(toLine),
    discountTotal: 0,
    compTotal: 0,
    subtotal: amountToMinor(context.itemsTotal),
    serviceCharge: amountToMinor(context.serviceChargeTotal),
    taxTotal: amountToMinor(context.taxTotal),
    total: amountToMinor(context.payableTotal),
  };
}
