import type {
  TCheckoutSettings,
  TCheckoutSettingsBody,
  TMessageResponse,
  TServiceChargeSetting,
} from '@mise/contracts';
import { DEFAULT_DISCOUNT_LIMIT, DEFAULT_TIP_PRESETS } from '@mise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checkoutSettingsKey = ['payments', 'checkout-settings'] as const;

export const getCheckoutSettings = () => api.get<TCheckoutSettings>('/payments/checkout-settings');
export const saveCheckoutSettings = (body: TCheckoutSettingsBody) =>
  api.put<TMessageResponse>('/payments/checkout-settings', body);

/** A store that has set no service charge. */
export const NO_SERVICE_CHARGE_SETTING: TServiceChargeSetting = {
  rate: 0,
  dine_in_only: true,
  min_guests: null,
  tax_id: null,
  tax_rate: 0,
};

/** What a store that has saved nothing gets, shown until its own settings arrive. */
export const DEFAULT_CHECKOUT_SETTINGS: TCheckoutSettings = {
  discount_limit: DEFAULT_DISCOUNT_LIMIT / 100,
  tip_presets: [...DEFAULT_TIP_PRESETS],
  service_charge: NO_SERVICE_CHARGE_SETTING,
};

export function useCheckoutSettings() {
  return useQuery({ queryKey: checkoutSettingsKey, queryFn: getCheckoutSettings });
}
