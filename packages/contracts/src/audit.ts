import { PERIODS } from '@mise/domain';
import { z } from 'zod';
import { optionalId } from './common';

/**
 * The audit log (issue 17): an append-only record of sensitive actions, who did them and when.
 * Nothing of it can be edited or deleted through the API, and the database refuses it as well.
 */

export const AUDIT_ACTIONS = [
  'void',
  'comp',
  'order_cancel',
  'refund',
  'discount_over_limit',
  'price_change',
  'tax_change',
  'user_add',
  'user_update',
  'user_delete',
  'scope_change',
  'pin_failed',
  'pin_locked',
  'shift_open',
  'shift_close',
  'pay_in',
  'pay_out',
  'day_close',
  'print_bridge_removed',
  'data_export',
  'order_move',
  'table_merge',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the screen names each action. */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  void: 'Void',
  comp: 'Comp',
  order_cancel: 'Order cancelled',
  refund: 'Refund',
  discount_over_limit: 'Discount over the limit',
  price_change: 'Price change',
  tax_change: 'Tax change',
  user_add: 'User added',
  user_update: 'User changed',
  user_delete: 'User deleted',
  scope_change: 'Access changed',
  pin_failed: 'Wrong PIN',
  print_bridge_removed: 'Print bridge removed',
  data_export: 'All data downloaded',
  pin_locked: 'PIN locked',
  shift_open: 'Shift opened',
  shift_close: 'Shift closed',
  pay_in: 'Pay-in',
  pay_out: 'Pay-out',
  day_close: 'Day closed',
  order_move: 'Order moved to another table',
  table_merge: 'Tables merged',
};

export const AUDIT_MESSAGES = { invalid: 'Invalid request!' } as const;
export const AUDIT_PER_PAGE = 50;

const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const isoDate = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a valid date range!')
    .optional(),
);

/** GET /audit: a period (the lists' periods), who did it and which action, newest first. */
export const AuditQuery = z.object({
  type: z.preprocess(emptyAsUndefined, z.enum(PERIODS, { error: AUDIT_MESSAGES.invalid }).optional()),
  from: isoDate,
  to: isoDate,
  userId: optionalId(AUDIT_MESSAGES.invalid),
  action: z.preprocess(emptyAsUndefined, z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.invalid }).optional()),
  page: z.coerce
    .number({ error: AUDIT_MESSAGES.invalid })
    .int(AUDIT_MESSAGES.invalid)
    .min(1, AUDIT_MESSAGES.invalid)
    .max(1_000_000, AUDIT_MESSAGES.invalid)
    .default(1),
});
export type TAuditQuery = z.input<typeof AuditQuery>;

export interface TAuditEvent {
  id: number;
  /** ISO timestamp. */
  date: string;
  action: TAuditAction;
  user_id: number | null;
  /** Who did it (the name at the time), or the device for an action without a signed-in user. */
  user: string | null;
  /** What it was done to, e.g. "Order #12 · Burger". */
  subject: string;
  /** The amount involved (major units), if any. */
  amount: number | null;
  /** What else was recorded: the reason, the approver, the old and new values. */
  details: Record<string, string | number | boolean | null>;
}

export interface TAuditPage {
  /** The store's currency, for the amounts. */
  currency: string;
  events: TAuditEvent[];
  total: number;
  page: number;
  per_page: number;
  from: string;
  to: string;
  /** The people who appear in the store's log, for the staff filter. */
  people: Array<{ user_id: number; name: string }>;
}
