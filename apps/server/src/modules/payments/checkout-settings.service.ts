import { DISCOUNTS_MESSAGES, type TCheckoutSettings } from '@mise/contracts';
import type { Deps } from '../../deps';
import * as repo from './payments.repository';

/** How the store takes payment: the discount staff may give alone, the tip presets offered. */
export function createCheckoutSettingsService(deps: Deps) {
  const { db } = deps;
  return {
    async get(tenantId: number): Promise<TCheckoutSettings> {
      const row = await repo.findCheckoutSettings(db, tenantId);
      return { discount_limit: row.discountLimit / 100, tip_presets: row.tipPresets };
    },

    async save(tenantId: number, values: { discountLimit: number; tipPresets: number[] }) {
      const tipPresets = [...new Set(values.tipPresets)].sort((a, b) => a - b);
      await repo.saveCheckoutSettings(db, tenantId, { discountLimit: values.discountLimit, tipPresets });
      return { message: DISCOUNTS_MESSAGES.checkoutSaved };
    },
  };
}
