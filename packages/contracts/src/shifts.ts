import { z } from 'zod';
import { money, optionalText, requiredText } from './common';
import type { TPaymentTypeTotal, TStaffTips } from './reports';

/**
 * Shifts and the cash drawer (issue 17, DOMAIN.md "Shift / drawer session"): a shift opens with a
 * counted float, moves cash in and out for a reason, shows its X report at any time and closes by
 * counting the drawer by note and coin. Amounts on the wire are decimal major units.
 */

export const SHIFTS_MESSAGES = {
  shiftNotFound: 'Shift not found!',
  shiftAlreadyOpen: 'A shift is already open on this drawer: close it before opening another!',
  shiftNotOpen: 'This shift is not open!',
  invalidFloat: 'Please enter the cash counted in the drawer!',
  invalidAmount: 'Please enter a valid amount!',
  amountNotPositive: 'The amount must be more than zero!',
  invalidKind: 'Please choose pay in or pay out!',
  movementReason: 'Please enter the reason!',
  invalidCount: 'Please enter how many of each note and coin (0 or more)!',
  unknownDenomination: 'This note or coin is not one of the store currency’s!',
  shiftOpened: 'Shift opened!',
  cashMoved: 'Cash movement recorded!',
  shiftClosed: 'Shift closed!',
} as const;

export const CASH_MOVEMENT_KINDS = ['pay_in', 'pay_out'] as const;
export type TCashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** POST /shifts: opens the drawer's shift with the float counted into it. */
export const OpenShiftBody = z.object({ openingFloat: money(SHIFTS_MESSAGES.invalidFloat) });
export type TOpenShiftBody = z.input<typeof OpenShiftBody>;

/** POST /shifts/{id}/movements: cash put in or taken out, always with a reason. */
export const CashMovementBody = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: SHIFTS_MESSAGES.invalidKind }),
  amount: money(SHIFTS_MESSAGES.invalidAmount).refine((v) => v > 0, SHIFTS_MESSAGES.amountNotPositive),
  reason: requiredText(SHIFTS_MESSAGES.movementReason, 120),
});
export type TCashMovementBody = z.input<typeof CashMovementBody>;

/** One note or coin of the close count: its value (major units, as listed) and how many. */
export const DenominationCountBody = z.object({
  denomination: money(SHIFTS_MESSAGES.unknownDenomination).refine(
    (v) => v > 0,
    SHIFTS_MESSAGES.unknownDenomination,
  ),
  count: z
    .number({ error: SHIFTS_MESSAGES.invalidCount })
    .int(SHIFTS_MESSAGES.invalidCount)
    .min(0, SHIFTS_MESSAGES.invalidCount)
    .max(100_000, SHIFTS_MESSAGES.invalidCount),
});

/** POST /shifts/{id}/close: the drawer counted by note and coin, and an optional note. */
export const CloseShiftBody = z.object({
  counts: z
    .array(DenominationCountBody, { error: SHIFTS_MESSAGES.invalidCount })
    .max(40, SHIFTS_MESSAGES.invalidCount),
  note: optionalText(500, 'Note'),
});
export type TCloseShiftBody = z.input<typeof CloseShiftBody>;

export interface TCashMovement {
  id: number;
  kind: TCashMovementKind;
  amount: number;
  reason: string;
  by: string | null;
  /** ISO timestamp. */
  date: string;
}

/** The drawer's sums: expected = float + cash taken − cash refunds + pay-ins − pay-outs. */
export interface TDrawerCash {
  opening_float: number;
  cash_taken: number;
  cash_refunds: number;
  pay_ins: number;
  pay_outs: number;
  expected: number;
}

/** What was sold and taken between the shift's opening and its close (or now, for an X report). */
export interface TShiftSales {
  invoices_count: number;
  net_sales: number;
  discounts: number;
  comps: number;
  service_charge: number;
  tax: number;
  /** Σ invoices' totals: net sales + service charge + tax. */
  total: number;
  tips: number;
  refunds_total: number;
  refunds_count: number;
  voids_total: number;
  voids_count: number;
  payments_by_type: TPaymentTypeTotal[];
  tips_by_staff: TStaffTips[];
}

export interface TShift {
  id: number;
  status: 'open' | 'closed';
  currency: string;
  /** ISO timestamps. */
  opened_at: string;
  closed_at: string | null;
  opened_by: string | null;
  closed_by: string | null;
  cash: TDrawerCash;
  /** The close: what was counted, by note and coin, and counted − expected. */
  counted: number | null;
  variance: number | null;
  counts: Array<{ denomination: number; count: number }>;
  note: string | null;
  movements: TCashMovement[];
  sales: TShiftSales;
}

/** GET /shifts/current: the open shift with its X report, or none, and the notes and coins to count. */
export interface TCurrentShift {
  shift: TShift | null;
  currency: string;
  /** The store currency's notes and coins, major units, largest first. */
  denominations: number[];
}

/** A line of GET /shifts: the store's shifts, newest first. */
export interface TShiftListItem {
  id: number;
  status: 'open' | 'closed';
  opened_at: string;
  closed_at: string | null;
  opened_by: string | null;
  closed_by: string | null;
  opening_float: number;
  expected: number | null;
  counted: number | null;
  variance: number | null;
}
