import { z } from 'zod';

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
