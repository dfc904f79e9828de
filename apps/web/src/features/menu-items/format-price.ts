import { formatMoney, toMinorUnits } from '@mise/domain';
import { useStoreSetting } from '../settings/api/store-setting-api';

/** Formats a price from the API (major units) as the store shows it: two decimals and its symbol. */
export function useFormatPrice() {
  const currency = useStoreSetting().data?.currency ?? 'USD';
  return (major: number) => formatMoney(toMinorUnits(major) ?? 0, currency);
}
