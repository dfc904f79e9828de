import { toMinorUnits } from '@mise/domain';
import { useFormat } from '../../i18n/format';
import { useStoreSetting } from '../settings/api/store-setting-api';

/** Formats a price from the API (major units) as the store shows it: two decimals and its symbol. */
export function useFormatPrice() {
  const currency = useStoreSetting().data?.currency ?? 'USD';
  const { money } = useFormat();
  return (major: number) => money(toMinorUnits(major) ?? 0, currency);
}
