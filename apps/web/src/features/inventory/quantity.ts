import { formatQuantity, type StockUnit } from '@mise/domain';
import { useFormat } from '../../i18n/format';

/**
 * "1.5 kg" in the language shown ("1,5 kg" in German); English keeps packages/domain's writing.
 * `signed`: a change, "+2 kg" or "-1 kg".
 */
export function useQuantity() {
  const { locale, number } = useFormat();
  const quantity = (milli: number, unit: StockUnit) =>
    locale === 'en'
      ? formatQuantity(milli, unit)
      : `${number(milli / 1000, { maximumFractionDigits: 3 })} ${unit}`;
  const signed = (milli: number, unit: StockUnit) => `${milli > 0 ? '+' : ''}${quantity(milli, unit)}`;
  return { quantity, signed };
}
