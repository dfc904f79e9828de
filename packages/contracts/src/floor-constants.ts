/**
 * The floor plan's constants, without zod: the Floor screen imports them from here
 * (`@mise/contracts/floor-constants`) so zod and the request schemas stay out of its bundle.
 */

/** The grid every area is drawn on, in cells. */
export const FLOOR_GRID = { columns: 12, rows: 8 } as const;

export const TABLE_SHAPES = ['square', 'round'] as const;
export type TTableShape = (typeof TABLE_SHAPES)[number];

export const FLOOR_STATES = ['free', 'seated', 'ordered', 'bill_printed', 'paid'] as const;
export type TFloorState = (typeof FLOOR_STATES)[number];
