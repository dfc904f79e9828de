import { z } from 'zod';
import { id, requiredText } from './common';
import { FLOOR_GRID, TABLE_SHAPES, type TFloorState, type TTableShape } from './floor-constants';

/**
 * The floor plan (issue 18 §5): areas, tables placed on a grid, and each table's live state on the
 * Floor screen (free, seated, ordered, bill printed, paid), with moving and merging orders.
 */
export const FLOOR_MESSAGES = {
  areaName: 'Please enter the area name!',
  areaExists: 'An area with this name already exists!',
  areaNotFound: 'Area not found!',
  areaSaved: 'Area saved!',
  areaDeleted: 'Area deleted!',
  tableNotFound: 'Table not found!',
  orderNotFound: 'Order not found!',
  placement: 'Please place the table inside the grid!',
  cellTaken: 'Another table already stands there!',
  tablePlaced: 'Table placed!',
  guests: 'Please enter the number of guests (1 to 999)!',
  seated: 'Guests seated!',
  cleared: 'Table cleared!',
  stillOpen: 'This table still has unpaid orders: pay, move or cancel them first!',
  orderClosed: 'Only an open, unpaid order can be moved!',
  sameTable: 'Please choose another table!',
  partPaid: 'This order is being paid in parts: finish or undo its split bill first!',
  nothingToMerge: 'This table has no open orders to merge!',
  orderMoved: 'Order moved!',
  tablesMerged: 'Tables merged!',
  billPrinted: 'Bill recorded as printed!',
} as const;

export * from './floor-constants';

/** POST /floor-areas, PUT /floor-areas/{id}. */
export const FloorAreaBody = z.object({
  name: requiredText(FLOOR_MESSAGES.areaName, 60),
  sortOrder: z.coerce.number({ error: 'Invalid request!' }).int().min(0).max(10_000).default(0),
});
export type TFloorAreaBody = z.input<typeof FloorAreaBody>;

export interface TFloorArea {
  id: number;
  name: string;
  sortOrder: number;
}

const cell = (max: number) =>
  z.coerce
    .number({ error: FLOOR_MESSAGES.placement })
    .int(FLOOR_MESSAGES.placement)
    .min(0, FLOOR_MESSAGES.placement)
    .max(max, FLOOR_MESSAGES.placement);

/**
 * PUT /floor-plan/tables/{id}: where the table stands. areaId null takes it off the plan (its cells
 * are then ignored); otherwise it must fit inside the grid and not overlap another table of the area.
 */
export const TablePlacementBody = z
  .object({
    areaId: id(FLOOR_MESSAGES.areaNotFound).nullable(),
    gridX: cell(FLOOR_GRID.columns - 1).default(0),
    gridY: cell(FLOOR_GRID.rows - 1).default(0),
    gridWidth: cell(FLOOR_GRID.columns).min(1, FLOOR_MESSAGES.placement).default(1),
    gridHeight: cell(FLOOR_GRID.rows).min(1, FLOOR_MESSAGES.placement).default(1),
    shape: z.enum(TABLE_SHAPES, { error: 'Invalid request!' }).default('square'),
  })
  .refine(
    (p) =>
      p.areaId === null ||
      (p.gridX + p.gridWidth <= FLOOR_GRID.columns && p.gridY + p.gridHeight <= FLOOR_GRID.rows),
    { message: FLOOR_MESSAGES.placement },
  );
export type TTablePlacementBody = z.input<typeof TablePlacementBody>;
export type TTablePlacement = z.output<typeof TablePlacementBody>;

/** A table of the plan: where it stands (null cells: not placed yet). */
export interface TFloorPlanTable {
  id: number;
  title: string;
  floor: string;
  seatingCapacity: number;
  areaId: number | null;
  gridX: number | null;
  gridY: number | null;
  gridWidth: number;
  gridHeight: number;
  shape: TTableShape;
}

/** GET /floor-plan (Settings → Floor Plan). */
export interface TFloorPlan {
  areas: TFloorArea[];
  tables: TFloorPlanTable[];
}

/** A table on the Floor screen, with its live state. */
export interface TFloorTable extends TFloorPlanTable {
  state: TFloorState;
  seatedAt: string | null;
  seatedGuests: number | null;
  /** Its open orders (not completed nor cancelled), oldest first. */
  openOrderIds: number[];
  /** The tokens of those orders, in the same order. */
  openTokens: number[];
  /** What its unpaid open orders come to (major units). */
  openTotal: number;
  /** When its oldest open order was placed, else when the guests were seated. */
  since: string | null;
}

/** GET /floor. */
export interface TFloor {
  areas: TFloorArea[];
  tables: TFloorTable[];
}

/** POST /tables/{id}/seat. */
export const SeatBody = z.object({
  guests: z.coerce
    .number({ error: FLOOR_MESSAGES.guests })
    .int(FLOOR_MESSAGES.guests)
    .min(1, FLOOR_MESSAGES.guests)
    .max(999, FLOOR_MESSAGES.guests),
});
export type TSeatBody = z.input<typeof SeatBody>;

/** POST /orders/{id}/move. */
export const MoveOrderBody = z.object({ tableId: id(FLOOR_MESSAGES.tableNotFound) });
export type TMoveOrderBody = z.input<typeof MoveOrderBody>;

/** POST /tables/{id}/merge: every open order of this table goes onto `intoTableId`. */
export const MergeTablesBody = z.object({ intoTableId: id(FLOOR_MESSAGES.tableNotFound) });
export type TMergeTablesBody = z.input<typeof MergeTablesBody>;
