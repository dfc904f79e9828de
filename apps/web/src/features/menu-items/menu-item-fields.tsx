import type { TMenuItem, TMenuItemBody } from '@mise/contracts';
import { formatAmount, toMinorUnits } from '@mise/domain';
import type { useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { useCategories } from '../settings/api/categories-api';
import { useTaxes } from '../settings/api/taxes-api';
import { useStations } from '../stations/api/stations-api';
import { useMenuItemsText } from './i18n';

type MenuItemsT = ReturnType<typeof useMenuItemsText>['t'];

export type MenuItemField = 'title' | 'price' | 'netPrice' | 'categoryId' | 'taxId' | 'stationId';

/** The item form's values as typed; the contract turns blanks into "none" (spec 2 section 5). */
export interface MenuItemFormValues extends TMenuItemBody {
  title: string;
  price: string;
  netPrice: string;
  categoryId: string;
  taxId: string;
  /** Its own kitchen station; blank: its category's. */
  stationId: string;
}

/** An amount from the API as a form shows it: "12.50". */
export function amountText(major: number): string {
  return formatAmount(toMinorUnits(major) ?? 0);
}

export function menuItemFormValues(item?: TMenuItem): MenuItemFormValues {
  return {
    title: item?.title ?? '',
    price: item ? amountText(item.price) : '',
    netPrice: item?.net_price == null ? '' : amountText(item.net_price),
    categoryId: item?.category_id == null ? '' : String(item.category_id),
    taxId: item?.tax_id == null ? '' : String(item.tax_id),
    stationId: item?.station_id == null ? '' : String(item.station_id),
  };
}

/** "VAT (20%, exclusive)", in the language shown. */
export function taxLabel(tax: { title: string; rate: number; type: string }, t: MenuItemsT): string {
  return t('taxLabel', { title: tax.title, rate: tax.rate, type: tax.type });
}

/**
 * Title, Price, Net Price, Category (None or a list), Tax (None or title, rate and type) and Station
 * (the category's, or one of the store's: issue 18 §3).
 */
export function MenuItemFields({
  values,
  onChange,
  form,
  autoFocus,
}: {
  values: MenuItemFormValues;
  onChange: (patch: Partial<MenuItemFormValues>) => void;
  form: ReturnType<typeof useDialogForm<MenuItemField>>;
  autoFocus?: boolean;
}) {
  const { t } = useMenuItemsText();
  const categories = useCategories();
  const taxes = useTaxes();
  const stations = useStations();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('title')} error={form.errorFor('title')} className="sm:col-span-2">
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('title')}
            value={values.title}
            onChange={(e) => onChange({ title: e.target.value })}
            autoFocus={autoFocus}
          />
        )}
      </Field>
      <Field label={t('price')} error={form.errorFor('price')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('price')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.price}
            onChange={(e) => onChange({ price: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('netPrice')} error={form.errorFor('netPrice')} hint={t('netPriceHint')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('netPrice')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={values.netPrice}
            onChange={(e) => onChange({ netPrice: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('category')} error={form.errorFor('categoryId')}>
        {(ids) => (
          <Select
            {...ids}
            ref={form.register('categoryId')}
            value={values.categoryId}
            onChange={(e) => onChange({ categoryId: e.target.value })}
          >
            <option value="">{t('none')}</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('tax')} error={form.errorFor('taxId')}>
        {(ids) => (
          <Select
            {...ids}
            ref={form.register('taxId')}
            value={values.taxId}
            onChange={(e) => onChange({ taxId: e.target.value })}
          >
            <option value="">{t('none')}</option>
            {taxes.data?.map((tax) => (
              <option key={tax.id} value={tax.id}>
                {taxLabel(tax, t)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('station')} error={form.errorFor('stationId')} hint={t('stationHint')}>
        {(ids) => (
          <Select
            {...ids}
            ref={form.register('stationId')}
            value={values.stationId}
            onChange={(e) => onChange({ stationId: e.target.value })}
          >
            <option value="">{t('categoryStation')}</option>
            {stations.data?.map((station) => (
              <option key={station.id} value={station.id}>
                {station.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
