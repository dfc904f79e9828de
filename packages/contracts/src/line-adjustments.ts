/**
 * What a void or a comp leaves on an order line. Its own module because orders.ts names it on every
 * line while voids.ts needs orders.ts's order ids.
 */
export const LINE_ADJUSTMENTS = ['void', 'comp'] as const;
export type TLineAdjustmentKind = (typeof LINE_ADJUSTMENTS)[number];

/** A void or comp as shown on a line. */
export interface TLineAdjustment {
  kind: TLineAdjustmentKind;
  /** Null for a line cancelled from its status (a manager's, before reasons were asked). */
  reason: string | null;
}
