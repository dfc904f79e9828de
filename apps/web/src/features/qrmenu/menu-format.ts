import { formatMoney, toMinorUnits } from '@mise/domain';

/** A menu price (major units from the API) as the store shows it: its symbol and two decimals. */
export function formatPrice(major: number, currency: string) {
  return formatMoney(toMinorUnits(major) ?? 0, currency);
}

export function optionCounts(item: { variants: unknown[]; addons: unknown[] }) {
  const parts: string[] = [];
  if (item.variants.length)
    parts.push(`${item.variants.length} variant${item.variants.length === 1 ? '' : 's'}`);
  if (item.addons.length) parts.push(`${item.addons.length} addon${item.addons.length === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

export const isCustomisable = (item: { variants: unknown[]; addons: unknown[] }) =>
  item.variants.length > 0 || item.addons.length > 0;
