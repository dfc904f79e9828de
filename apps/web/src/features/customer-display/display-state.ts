import type { TDisplayCartLine, TDisplayState } from '@mise/contracts';
import type { CartTotals, PricedLine } from '@mise/domain';

/** The display shows this many lines at most (the latest); the rest are counted in a summary line. */
export const MAX_DISPLAY_LINES = 40;
const MAX_TITLE = 80;

export interface DisplayCartInput {
  lines: ReadonlyArray<{
    item: { title: string };
    quantity: number;
    variant: { title: string } | null;
    addons: ReadonlyArray<{ title: string }>;
  }>;
  /** The till's pricing of the same cart (the domain's priceCart), parallel to the lines. */
  pricing: CartTotals & { lines: readonly PricedLine[] };
  currency: string;
}

const clip = (text: string) => (text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1)}…` : text);

/**
 * What the guest sees of the till's cart: each line with its options, quantity and total, and the
 * totals exactly as the till computed them. An empty cart is the welcome screen.
 */
export function cartDisplayState({ lines, pricing, currency }: DisplayCartInput): TDisplayState {
  if (lines.length === 0) return { kind: 'idle' };
  const shown: TDisplayCartLine[] = lines.map((line, index) => ({
    title: clip(line.item.title),
    options: [line.variant?.title, ...line.addons.map((a) => a.title)]
      .filter((t): t is string => Boolean(t))
      .slice(0, 10)
      .map(clip),
    quantity: line.quantity,
    total: pricing.lines[index]?.lineTotal ?? 0,
    discount: 0,
  }));
  // Past the limit, the oldest lines fold into one: the guest sees the latest ones and every cent.
  const folded = shown.length > MAX_DISPLAY_LINES ? shown.length - MAX_DISPLAY_LINES + 1 : 0;
  const visible =
    folded > 0
      ? [
          {
            title: `${folded} earlier lines`,
            options: [],
            quantity: shown.slice(0, folded).reduce((n, l) => n + l.quantity, 0),
            total: shown.slice(0, folded).reduce((n, l) => n + l.total, 0),
            discount: 0,
          },
          ...shown.slice(folded),
        ]
      : shown;
  return {
    kind: 'cart',
    currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
    lines: visible,
    totals: {
      itemsTotal: pricing.itemsTotal,
      discount: 0,
      serviceCharge: pricing.serviceChargeTotal,
      tax: pricing.taxTotal,
      total: pricing.payableTotal,
    },
  };
}
