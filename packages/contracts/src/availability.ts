import { z } from 'zod';
import { id } from './common';
import { AVAILABILITY_MESSAGES } from './constants';

/**
 * 86, out of stock (issue 18 §2): a menu item, variant or addon marked sold out, or given a count
 * of portions left that each order takes from and that sells it out at zero.
 */
export const AVAILABILITY_KINDS = ['item', 'variant', 'addon'] as const;
export type TAvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

export { AVAILABILITY_MESSAGES };

/** PUT /availability: one item, variant or addon's state; available with no count clears it. */
export const AvailabilityBody = z.object({
  kind: z.enum(AVAILABILITY_KINDS, { error: AVAILABILITY_MESSAGES.kind }),
  id: id(AVAILABILITY_MESSAGES.targetNotFound),
  soldOut: z.boolean({ error: 'Invalid request!' }),
  countLeft: z
    .number({ error: AVAILABILITY_MESSAGES.countLeft })
    .int(AVAILABILITY_MESSAGES.countLeft)
    .min(0, AVAILABILITY_MESSAGES.countLeft)
    .max(100_000, AVAILABILITY_MESSAGES.countLeft)
    .nullable()
    .default(null),
});
export type TAvailabilityBody = z.input<typeof AvailabilityBody>;
export type TAvailabilityInput = z.infer<typeof AvailabilityBody>;

/** What GET /availability lists: only what is sold out or counted; everything else is available. */
export interface TAvailability {
  kind: TAvailabilityKind;
  id: number;
  /** Marked sold out by hand, or its count reached zero. */
  soldOut: boolean;
  /** Portions left, or null when it is not counted. */
  countLeft: number | null;
}
