import {
  QR_MENU_NAMESPACE,
  type QrMenuClientEvents,
  QrMenuParams,
  type QrMenuServerEvents,
} from '@mise/contracts';
import type { Namespace } from 'socket.io';
import type { Deps } from '../../deps';
import * as availabilityRepo from '../availability/availability.repository';
import { withStockOuts } from '../availability/availability.service';
import { listOutOfStock } from '../inventory/inventory.repository';
import { findStoreByQrCode } from './qrmenu.repository';

/**
 * The QR menu's live feed (issue 18 §2), as the token board's: Socket.IO namespace /qrmenu, a
 * diner's page let in by its store's public QR code at handshake (no session; a store whose QR
 * menu is off or whose account is inactive is refused, as GET /qrmenu/{qrcode} refuses it) and
 * placed in its store's room. It hears `sold_out`, the list the menu already shows, on connecting
 * (a page loaded, or back from a dropped connection, is up to date at once) and after each change
 * of the store's availability; it never hears anything else, and nothing it sends is taken.
 */

type QrMenuNamespace = Namespace<
  QrMenuClientEvents,
  QrMenuServerEvents,
  Record<string, never>,
  { tenantId: number }
>;

export const qrMenuRoom = (tenantId: number) => `qrmenu:${tenantId}`;

/** How long an availability change waits to be told, with the others of its store meanwhile. */
const SIGNAL_EVERY_MS = 250;

export function attachQrMenuLive(deps: Pick<Deps, 'db' | 'realtime' | 'log'>) {
  const { db } = deps;
  const namespace = deps.realtime.io.of(QR_MENU_NAMESPACE) as unknown as QrMenuNamespace;

  const soldOutOf = async (tenantId: number) =>
    withStockOuts(await availabilityRepo.listAvailability(db, tenantId), await listOutOfStock(db, tenantId))
      .filter((row) => row.soldOut)
      .map(({ kind, id }) => ({ kind, id }));

  namespace.use(async (socket, next) => {
    try {
      const qrcode = (socket.handshake.auth as { qrcode?: unknown } | undefined)?.qrcode;
      const parsed = QrMenuParams.safeParse({ qrcode });
      const store = parsed.success ? await findStoreByQrCode(db, parsed.data.qrcode) : null;
      if (!store) return next(new Error('invalid link'));
      if (!store.isQrMenuEnabled || !store.tenantActive) return next(new Error('menu not available'));
      socket.data.tenantId = store.tenantId;
      await socket.join(qrMenuRoom(store.tenantId));
      next();
    } catch (error) {
      deps.log.warn({ err: error }, 'QR menu handshake failed');
      next(new Error('unavailable'));
    }
  });

  namespace.on('connection', (socket) => {
    soldOutOf(socket.data.tenantId).then(
      (soldOut) => socket.emit('sold_out', { soldOut }),
      (error) => deps.log.warn({ err: error }, 'QR menu sold-out read failed'),
    );
  });

  /** Stores whose diners will be told when their wait ends (this instance's changes). */
  const signalling = new Set<number>();
  deps.realtime.onTenantEvent((tenantId, event) => {
    if (event !== 'availability_update' || signalling.has(tenantId)) return;
    // Coalesced per store, as the token board's signal: a busy store's counted orders each change
    // the count, and the list is read once per wait, not once per order.
    signalling.add(tenantId);
    setTimeout(() => {
      signalling.delete(tenantId);
      soldOutOf(tenantId).then(
        (soldOut) => namespace.to(qrMenuRoom(tenantId)).emit('sold_out', { soldOut }),
        (error) => deps.log.warn({ err: error }, 'QR menu sold-out read failed'),
      );
    }, SIGNAL_EVERY_MS).unref();
  });
}
