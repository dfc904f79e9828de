import { DEFAULT_TIP_PRESETS, FULL_PERCENT, MAX_SERVICE_CHARGE_BASIS_POINTS } from '@mise/domain';
import { z } from 'zod';
import { id, money, moneyOrZero, optionalId, requiredText } from './common';

export { MANAGER_APPROVAL_CODE } from './approval-codes';

/**
 * Discounts (issue 16): the store's reasons, the share staff may give alone, and a discount on an
 * order or one of its lines. Percents and amounts both arrive with at most two decimals and are
 * kept as integer hundredths (12.5 % → 1250, 12.50 → 1250 minor units).
 */
export const DISCOUNTS_MESSAGES = {
  reasonTitle: 'Please provide the reason!',
  reasonExists: 'This reason already exists!',
  reasonNotFound: 'Discount reason not found!',
  reasonAdded: 'Discount reason added!',
  reasonUpdated: 'Discount reason updated!',
  reasonDeleted: 'Discount reason deleted!',
  invalidKind: 'Please choose a percent or an amount!',
  invalidValue: 'Please enter a valid discount!',
  discountNotPositive: 'The discount must be more than zero!',
  discountOverHundredPercent: 'A discount cannot be more than 100%!',
  discountOverTotal: 'The discount is more than what it applies to!',
  chooseReason: 'Please choose the reason for the discount!',
  managerNeeded: "This discount is above the store's limit: a manager must approve it!",
  managerRefused: 'Manager approval refused: wrong username or password, or not a manager!',
  orderNotDiscountable: 'Only an open order that is not paid can be discounted!',
  lineCancelled: 'A cancelled line cannot be discounted!',
  lineComped: 'A comped line is already free: it cannot be discounted!',
  billOverpaid: 'Part of this bill is paid: the discount would leave it overpaid!',
  discountApplied: 'Discount applied!',
  discountRemoved: 'Discount removed!',
  invalidLimit: 'Please enter a limit from 0 to 100%!',
  invalidTipPresets: 'Please enter one to four tip presets, each from 1 to 100%!',
  checkoutSaved: 'Checkout settings saved!',
  invalidServiceCharge: 'Please enter a service charge from 0 to 50%!',
  invalidPartySize: 'Please enter a party size from 1 to 100, or leave it empty!',
  serviceChargeTaxNotFound: 'Tax not found!',
} as const;

export const DiscountReasonBody = z.object({ title: requiredText(DISCOUNTS_MESSAGES.reasonTitle, 60) });
export type TDiscountReasonBody = z.input<typeof DiscountReasonBody>;

export interface TDiscountReason {
  id: number;
  title: string;
}

/** A percent with at most two decimals, kept in hundredths; `message` when it is not 0–100. */
const percent = (message: string) => money(message).refine((v) => v <= FULL_PERCENT, message);

/** A manager's credentials typed on the till to approve on the spot. */
export const ManagerApproval = z.object({
  username: requiredText(DISCOUNTS_MESSAGES.managerRefused, 200),
  password: z
    .string({ error: DISCOUNTS_MESSAGES.managerRefused })
    .min(1, DISCOUNTS_MESSAGES.managerRefused)
    .max(200),
});

/** PUT /discounts/orders/{id} and PUT /discounts/order-items/{id}. */
export const DiscountBody = z.object({
  kind: z.enum(['percent', 'amount'], { error: DISCOUNTS_MESSAGES.invalidKind }),
  value: money(DISCOUNTS_MESSAGES.invalidValue),
  reasonId: id(DISCOUNTS_MESSAGES.chooseReason),
  approval: ManagerApproval.nullish(),
});
export type TDiscountBody = z.input<typeof DiscountBody>;

/** GET and PUT /payments/checkout-settings. */
export const CheckoutSettingsBody = z.object({
  discountLimit: percent(DISCOUNTS_MESSAGES.invalidLimit),
  tipPresets: z
    .array(
      z
        .number({ error: DISCOUNTS_MESSAGES.invalidTipPresets })
        .int(DISCOUNTS_MESSAGES.invalidTipPresets)
        .min(1, DISCOUNTS_MESSAGES.invalidTipPresets)
        .max(100, DISCOUNTS_MESSAGES.invalidTipPresets),
      { error: DISCOUNTS_MESSAGES.invalidTipPresets },
    )
    .min(1, DISCOUNTS_MESSAGES.invalidTipPresets)
    .max(4, DISCOUNTS_MESSAGES.invalidTipPresets)
    .default([...DEFAULT_TIP_PRESETS]),
  /** Percent with two decimals (12.5), kept in hundredths; 0 or missing: no service charge. */
  serviceChargeRate: moneyOrZero(DISCOUNTS_MESSAGES.invalidServiceCharge).refine(
    (v) => v <= MAX_SERVICE_CHARGE_BASIS_POINTS,
    DISCOUNTS_MESSAGES.invalidServiceCharge,
  ),
  serviceChargeDineInOnly: z.boolean({ error: DISCOUNTS_MESSAGES.invalidServiceCharge }).default(true),
  serviceChargeMinGuests: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: DISCOUNTS_MESSAGES.invalidPartySize })
      .int(DISCOUNTS_MESSAGES.invalidPartySize)
      .min(1, DISCOUNTS_MESSAGES.invalidPartySize)
      .max(100, DISCOUNTS_MESSAGES.invalidPartySize)
      .nullable(),
  ),
  serviceChargeTaxId: optionalId(DISCOUNTS_MESSAGES.serviceChargeTaxNotFound),
});
export type TCheckoutSettingsBody = z.input<typeof CheckoutSettingsBody>;

export interface TCheckoutSettings {
  /** In percent (10 = 10 %): a discount above this share needs a manager. */
  discount_limit: number;
  /** Percent presets offered for a tip. */
  tip_presets: number[];
  service_charge: TServiceChargeSetting;
}

/** The store's service charge, as the POS and the back office show it (DOMAIN.md "Service charge"). */
export interface TServiceChargeSetting {
  /** In percent (12.5); 0 when the store charges none. */
  rate: number;
  dine_in_only: boolean;
  /** Only from this party size; null for any party. */
  min_guests: number | null;
  tax_id: number | null;
  /** The tax's rate in percent, 0 when untaxed. */
  tax_rate: number;
}

/** A discount as shown on an order or a line. */
export interface TDiscount {
  kind: 'percent' | 'amount';
  /** Percent (12.5) or amount (2.50), as entered. */
  value: number;
  reason: string;
  /** What it takes off, in major units (a line: its price; an order: its share over the lines). */
  amount: number;
}
