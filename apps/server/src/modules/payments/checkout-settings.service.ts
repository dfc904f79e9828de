import { DISCOUNTS_MESSAGES, type TCheckoutSettings, type TServiceChargeSetting } from '@mise/contracts';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import * as repo from './payments.repository';

type StoredSettings = Awaited<ReturnType<typeof repo.findCheckoutSettings>>;

/** The service charge as the screens show it: percents, and its tax only while that tax exists. */
export function serviceChargeSettingOf(row: StoredSettings): TServiceChargeSetting {
  return {
    rate: row.serviceChargeRate / 100,
    dine_in_only: row.serviceChargeDineInOnly,
    min_guests: row.serviceChargeMinGuests,
    tax_id: row.serviceChargeTaxId,
    tax_rate: (row.serviceChargeTaxRate ?? 0) / 100,
  };
}

/**
 * How the store takes payment: the discount staff may give alone, the tip presets offered and the
 * service charge added to the bill (DOMAIN.md "Service charge").
 */
export function createCheckoutSettingsService(deps: Deps) {
  const { db } = deps;
  return {
    async get(tenantId: number): Promise<TCheckoutSettings> {
      const row = await repo.findCheckoutSettings(db, tenantId);
      return {
        discount_limit: row.discountLimit / 100,
        tip_presets: row.tipPresets,
        service_charge: serviceChargeSettingOf(row),
      };
    },

    async getServiceCharge(tenantId: number): Promise<TServiceChargeSetting> {
      return serviceChargeSettingOf(await repo.findCheckoutSettings(db, tenantId));
    },

    async save(tenantId: number, values: repo.CheckoutSettingsValues) {
      if (
        values.serviceChargeTaxId !== null &&
        !(await repo.taxExists(db, tenantId, values.serviceChargeTaxId))
      ) {
        throw notFound(DISCOUNTS_MESSAGES.serviceChargeTaxNotFound);
      }
      const tipPresets = [...new Set(values.tipPresets)].sort((a, b) => a - b);
      await repo.saveCheckoutSettings(db, tenantId, { ...values, tipPresets });
      return { message: DISCOUNTS_MESSAGES.checkoutSaved };
    },
  };
}
