import {
  FLOOR_GRID,
  FLOOR_MESSAGES,
  type TFloor,
  type TFloorArea,
  type TFloorPlan,
  type TFloorPlanTable,
  type TFloorState,
  type TTablePlacement,
  type TTableShape,
} from '@mise/contracts';
import { toMajorUnits } from '@mise/domain';
import type { TenantAuth } from '../../auth-context';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-recorder';
import * as paymentsRepo from '../payments/payments.repository';
import * as repo from './floor.repository';

type AreaInput = { name: string; sortOrder: number };
type Placement = TTablePlacement;

const planTable = (row: repo.TableRow): TFloorPlanTable => ({
  id: row.id,
  title: row.title,
  floor: row.floor,
  seatingCapacity: row.seatingCapacity,
  areaId: row.areaId,
  gridX: row.areaId === null ? null : row.gridX,
  gridY: row.areaId === null ? null : row.gridY,
  gridWidth: row.gridWidth,
  gridHeight: row.gridHeight,
  shape: (row.shape === 'round' ? 'round' : 'square') as TTableShape,
});

/**
 * A table's live state from its orders. Open = neither completed nor cancelled. Ordered: an open
 * order still to pay; bill printed: one of those has had its bill printed; paid: nothing left to
 * pay but orders taken since the guests sat (or open ones paid at the till) — waiting to be
 * cleared; seated: guests and no order yet; free otherwise.
 */
export function stateOf(
  table: Pick<repo.TableRow, 'seatedAt'>,
  orders: Array<Pick<repo.LiveOrderRow, 'status' | 'paymentStatus' | 'billPrintedAt' | 'createdAt'>>,
): TFloorState {
  const open = orders.filter((o) => o.status === 'created');
  const unpaid = open.filter((o) => o.paymentStatus !== 'paid');
  if (unpaid.length > 0) return unpaid.some((o) => o.billPrintedAt !== null) ? 'bill_printed' : 'ordered';
  const seatedAt = table.seatedAt;
  const sinceSeated = seatedAt ? orders.filter((o) => o.createdAt >= seatedAt) : [];
  if (open.length > 0 || sinceSeated.length > 0) return 'paid';
  return seatedAt ? 'seated' : 'free';
}

/** Cells a placement covers overlap another's. */
const overlaps = (
  a: { gridX: number; gridY: number; gridWidth: number; gridHeight: number },
  b: { gridX: number; gridY: number; gridWidth: number; gridHeight: number },
) =>
  a.gridX < b.gridX + b.gridWidth &&
  b.gridX < a.gridX + a.gridWidth &&
  a.gridY < b.gridY + b.gridHeight &&
  b.gridY < a.gridY + a.gridHeight;

const earliest = (...dates: Array<Date | null | undefined>) => {
  const known = dates.filter((d): d is Date => d instanceof Date);
  return known.length === 0 ? null : new Date(Math.min(...known.map((d) => d.getTime())));
};

/** The floor plan (Settings → Floor Plan) and the live Floor screen (issue 18 §5). */
export function createFloorService(deps: Pick<Deps, 'db' | 'realtime'>) {
  const { db, realtime } = deps;

  const announce = (tenantId: number, orderIds: number[] = []) => {
    if (orderIds.length > 0) realtime.toTenant(tenantId, 'order_update', { orderIds });
    realtime.toTenant(tenantId, 'floor_update', {});
  };

  async function saveArea(tenantId: number, areaId: number | null, input: AreaInput) {
    try {
      if (areaId === null) return await repo.insertArea(db, tenantId, input);
      if (!(await repo.updateArea(db, tenantId, areaId, input))) throw notFound(FLOOR_MESSAGES.areaNotFound);
      return areaId;
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(FLOOR_MESSAGES.areaExists);
      throw error;
    }
  }

  /** Refuses orders being paid in parts (their split bill has taken money); drops empty bills. */
  async function releaseBills(tx: Db, tenantId: number, billIds: Array<number | null>) {
    const ids = [...new Set(billIds.filter((id): id is number => id !== null))];
    if (ids.length === 0) return;
    const paid = await paymentsRepo.sumPaidOfBills(tx, tenantId, ids);
    if ([...paid.values()].some((amount) => amount > 0)) throw badRequest(FLOOR_MESSAGES.partPaid);
    await paymentsRepo.dropEmptyBills(tx, tenantId, ids);
  }

  return {
    listAreas: (tenantId: number): Promise<TFloorArea[]> => repo.listAreas(db, tenantId),

    async addArea(tenantId: number, input: AreaInput) {
      const id = await saveArea(tenantId, null, input);
      announce(tenantId);
      return { message: FLOOR_MESSAGES.areaSaved, id };
    },

    async updateArea(tenantId: number, areaId: number, input: AreaInput) {
      await saveArea(tenantId, areaId, input);
      announce(tenantId);
      return { message: FLOOR_MESSAGES.areaSaved };
    },

    async removeArea(tenantId: number, areaId: number) {
      const deleted = await db.transaction((tx) => repo.deleteArea(tx, tenantId, areaId));
      if (!deleted) throw notFound(FLOOR_MESSAGES.areaNotFound);
      announce(tenantId);
      return { message: FLOOR_MESSAGES.areaDeleted };
    },

    async plan(tenantId: number): Promise<TFloorPlan> {
      const [areas, tables] = await Promise.all([
        repo.listAreas(db, tenantId),
        repo.listTables(db, tenantId),
      ]);
      return { areas, tables: tables.map(planTable) };
    },

    /**
     * Places a table: inside the grid, in an area of the store, on cells no other table of the area
     * covers. The table's `floor` text (the Tables page's field) is left as it is.
     */
    async placeTable(tenantId: number, tableId: number, placement: Placement) {
      await db.transaction(async (tx) => {
        const all = await repo.lockTables(
          tx,
          tenantId,
          (await repo.listTables(tx, tenantId)).map((t) => t.id),
        );
        if (!all.some((t) => t.id === tableId)) throw notFound(FLOOR_MESSAGES.tableNotFound);
        if (placement.areaId === null) {
          await repo.placeTable(tx, tenantId, tableId, {
            areaId: null,
            gridX: null,
            gridY: null,
            gridWidth: placement.gridWidth,
            gridHeight: placement.gridHeight,
            shape: placement.shape,
          });
          return;
        }
        if (!(await repo.areaExists(tx, tenantId, placement.areaId)))
          throw notFound(FLOOR_MESSAGES.areaNotFound);
        if (
          placement.gridX + placement.gridWidth > FLOOR_GRID.columns ||
          placement.gridY + placement.gridHeight > FLOOR_GRID.rows
        )
          throw badRequest(FLOOR_MESSAGES.placement);
        const taken = all.some(
          (t) =>
            t.id !== tableId &&
            t.areaId === placement.areaId &&
            t.gridX !== null &&
            t.gridY !== null &&
            overlaps(placement, {
              gridX: t.gridX,
              gridY: t.gridY,
              gridWidth: t.gridWidth,
              gridHeight: t.gridHeight,
            }),
        );
        if (taken) throw conflict(FLOOR_MESSAGES.cellTaken);
        await repo.placeTable(tx, tenantId, tableId, placement);
      });
      announce(tenantId);
      return { message: FLOOR_MESSAGES.tablePlaced };
    },

    /** Every table with its live state, for the Floor screen. */
    async floor(tenantId: number): Promise<TFloor> {
      const [areas, tables, orders] = await Promise.all([
        repo.listAreas(db, tenantId),
        repo.listTables(db, tenantId),
        repo.listLiveOrders(db, tenantId),
      ]);
      return {
        areas,
        tables: tables.map((table) => {
          const own = orders.filter((o) => o.tableId === table.id);
          const open = own.filter((o) => o.status === 'created');
          const unpaid = open.filter((o) => o.paymentStatus !== 'paid');
          const since = open[0]?.createdAt ?? table.seatedAt;
          return {
            ...planTable(table),
            state: stateOf(table, own),
            seatedAt: table.seatedAt?.toISOString() ?? null,
            seatedGuests: table.seatedGuests,
            openOrderIds: open.map((o) => o.id),
            openTokens: open.map((o) => o.tokenNo),
            openTotal: toMajorUnits(unpaid.reduce((sum, o) => sum + o.payableTotal, 0)),
            since: since ? since.toISOString() : null,
          };
        }),
      };
    },

    async seat(tenantId: number, tableId: number, guests: number) {
      await db.transaction(async (tx) => {
        const [table] = await repo.lockTables(tx, tenantId, [tableId]);
        if (!table) throw notFound(FLOOR_MESSAGES.tableNotFound);
        await repo.setSeating(tx, tenantId, tableId, table.seatedAt ?? new Date(), guests);
      });
      announce(tenantId);
      return { message: FLOOR_MESSAGES.seated };
    },

    /** The guests left: refused while an order of the table is still to pay. */
    async clear(tenantId: number, tableId: number) {
      await db.transaction(async (tx) => {
        const [table] = await repo.lockTables(tx, tenantId, [tableId]);
        if (!table) throw notFound(FLOOR_MESSAGES.tableNotFound);
        if ((await repo.countOpenUnpaidOrders(tx, tenantId, tableId)) > 0)
          throw badRequest(FLOOR_MESSAGES.stillOpen);
        await repo.setSeating(tx, tenantId, tableId, null, null);
      });
      announce(tenantId);
      return { message: FLOOR_MESSAGES.cleared };
    },

    /**
     * Moves an open, unpaid order to another table of the store. Another store's order or table is
     * not found (404); a closed or paid order, the same table, or an order on a part-paid split bill
     * is refused (400); nothing changes then.
     */
    async moveOrder(actor: TenantAuth, orderId: number, tableId: number) {
      const { tenantId } = actor;
      await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, tenantId, orderId);
        if (!order) throw notFound(FLOOR_MESSAGES.orderNotFound);
        const [target] = await repo.lockTables(tx, tenantId, [tableId]);
        if (!target) throw notFound(FLOOR_MESSAGES.tableNotFound);
        if (order.status !== 'created' || order.paymentStatus === 'paid')
          throw badRequest(FLOOR_MESSAGES.orderClosed);
        if (order.tableId === tableId) throw badRequest(FLOOR_MESSAGES.sameTable);
        await releaseBills(tx, tenantId, [order.billId]);
        await repo.moveOrdersToTable(tx, tenantId, [orderId], tableId);
        // The table now holds guests since this order at the latest (its "paid" state counts it).
        await repo.setSeating(
          tx,
          tenantId,
          tableId,
          earliest(target.seatedAt, order.createdAt),
          target.seatedGuests,
        );
        const from = order.tableId === null ? [] : await repo.lockTables(tx, tenantId, [order.tableId]);
        await recordAudit(tx, actor, {
          action: 'order_move',
          subject: `Order #${orderId}`,
          details: { token: order.tokenNo, from_table: from[0]?.title ?? null, to_table: target.title },
        });
      });
      announce(tenantId, [orderId]);
      return { message: FLOOR_MESSAGES.orderMoved };
    },

    /**
     * Every open order of the table goes onto the other one, so they are billed together there; the
     * guests join that table and this one is cleared. Refused (400) when an order of either table is
     * being paid in parts.
     */
    async merge(actor: TenantAuth, tableId: number, intoTableId: number) {
      const { tenantId } = actor;
      if (tableId === intoTableId) {
        const exists = await repo.lockTables(db, tenantId, [tableId]);
        if (exists.length === 0) throw notFound(FLOOR_MESSAGES.tableNotFound);
        throw badRequest(FLOOR_MESSAGES.sameTable);
      }
      const moved = await db.transaction(async (tx) => {
        const tables = await repo.lockTables(tx, tenantId, [tableId, intoTableId]);
        const source = tables.find((t) => t.id === tableId);
        const target = tables.find((t) => t.id === intoTableId);
        if (!source || !target) throw notFound(FLOOR_MESSAGES.tableNotFound);
        const open = await repo.lockOpenOrdersOfTables(tx, tenantId, [tableId, intoTableId]);
        const fromSource = open.filter((o) => o.tableId === tableId);
        if (fromSource.length === 0) throw badRequest(FLOOR_MESSAGES.nothingToMerge);
        await releaseBills(
          tx,
          tenantId,
          open.map((o) => o.billId),
        );
        const ids = fromSource.map((o) => o.id);
        await repo.moveOrdersToTable(tx, tenantId, ids, intoTableId);
        const guests =
          source.seatedGuests === null && target.seatedGuests === null
            ? null
            : (source.seatedGuests ?? 0) + (target.seatedGuests ?? 0);
        await repo.setSeating(
          tx,
          tenantId,
          intoTableId,
          earliest(target.seatedAt, source.seatedAt, ...fromSource.map((o) => o.createdAt)),
          guests,
        );
        await repo.setSeating(tx, tenantId, tableId, null, null);
        await recordAudit(tx, actor, {
          action: 'table_merge',
          subject: `${source.title} → ${target.title}`,
          details: { orders: ids.map((id) => `#${id}`).join(', ') },
        });
        return ids;
      });
      announce(tenantId, moved);
      return { message: FLOOR_MESSAGES.tablesMerged, orderIds: moved };
    },

    /** The bill of these orders was printed (Print Bill, or the bill's print view). */
    async billPrinted(tenantId: number, orderIds: number[]) {
      const marked = await repo.markBillPrinted(db, tenantId, orderIds);
      if (marked.length > 0) announce(tenantId);
      return { message: FLOOR_MESSAGES.billPrinted };
    },
  };
}

export type FloorService = ReturnType<typeof createFloorService>;
