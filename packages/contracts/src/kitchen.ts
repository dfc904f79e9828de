import { z } from 'zod';
import { DEFAULT_KITCHEN_AGE_LIMITS } from './constants';

/** Requests of the Kitchen screen (spec 1 sections 2 Kitchen, 4 and 7); GET /kitchen answers TOrderGroup[]. */

/** The kitchen moves an item created → preparing ('Start Making') → completed ('Complete'). */
export const KITCHEN_ITEM_STATUSES = ['preparing', 'completed'] as const;
export type TKitchenItemStatus = (typeof KITCHEN_ITEM_STATUSES)[number];

export const KITCHEN_MESSAGES = {
  invalidStatus: 'Please select a valid status!',
  invalidTransition: 'This item cannot be moved to that status!',
} as const;

/** POST /kitchen/{id} (id is the order item's). */
export const KitchenItemStatusBody = z.object({
  status: z.enum(KITCHEN_ITEM_STATUSES, { error: KITCHEN_MESSAGES.invalidStatus }),
});
export type TKitchenItemStatusBody = z.input<typeof KitchenItemStatusBody>;

/** Minutes after which a kitchen ticket turns amber ("Waiting"), then red ("Late"): store-set. */
export const KITCHEN_AGE_LIMIT_MESSAGES = {
  waiting: 'Please enter the minutes after which a ticket is waiting (1 to 240)!',
  late: 'Please enter the minutes after which a ticket is late (1 to 240)!',
  order: 'A ticket must turn late after it turns waiting!',
  saved: 'Ticket colours saved!',
} as const;

export { DEFAULT_KITCHEN_AGE_LIMITS };

const minutes = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(240, message);

/** PUT /kitchen/age-limits (Settings → Stations). */
export const KitchenAgeLimitsBody = z
  .object({
    waitingMinutes: minutes(KITCHEN_AGE_LIMIT_MESSAGES.waiting),
    lateMinutes: minutes(KITCHEN_AGE_LIMIT_MESSAGES.late),
  })
  .refine((limits) => limits.lateMinutes > limits.waitingMinutes, {
    message: KITCHEN_AGE_LIMIT_MESSAGES.order,
    path: ['lateMinutes'],
  });
export type TKitchenAgeLimits = z.infer<typeof KitchenAgeLimitsBody>;

/**
 * GET /kitchen/setup: what a kitchen screen needs besides its tickets: the stations it can show,
 * which station each menu item's lines go to (by its category; items without one go to none), and
 * the store's ticket age colours.
 */
export interface TKitchenSetup {
  stations: { id: number; name: string }[];
  /** Menu item id → station id, for items whose category is routed to a station. */
  itemStations: Record<string, number>;
  ageLimits: TKitchenAgeLimits;
}
