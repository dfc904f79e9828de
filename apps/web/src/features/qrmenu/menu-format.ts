import { toMinorUnits } from '@mise/domain';
import { useFormat } from '../../i18n/format';
import type { TFunction } from '../../i18n/runtime';

/** Menu prices (major units from the API) in the store's currency, written as the diner's language does. */
export function usePrice() {
  const { money } = useFormat();
  return (major: number, currency: string) => money(toMinorUnits(major) ?? 0, currency);
}

export function optionCounts(item: { variants: unknown[]; addons: unknown[] }, t: TFunction) {
  const parts: string[] = [];
  if (item.variants.length) parts.push(t('variantCount', { count: item.variants.length }));
  if (item.addons.length) parts.push(t('addonCount', { count: item.addons.length }));
  return parts.join(' · ');
}

export const isCustomisable = (item: { variants: unknown[]; addons: unknown[] }) =>
  item.variants.length > 0 || item.addons.length > 0;
