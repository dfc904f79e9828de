/**
 * Socket.IO events (spec 1 section 4). The server emits these to the tenant's room after every
 * change, whoever made it; the *_backend events clients may send are only hints.
 */
export const SOCKET_PATH = '/socket.io';

export interface ServerToClientEvents {
  new_order: (payload: { tokenNo: number; orderId: number }) => void;
  order_update: (payload: { orderIds?: number[] }) => void;
  new_qrorder: (payload: { qrOrderId?: number }) => void;
  qrorder_update: (payload: Record<string, never>) => void;
  /** Money changed on paid invoices (a refund): the invoices list and the reports follow it. */
  invoice_update: (payload: { invoiceIds: number[] }) => void;
  /** An item, variant or addon was sold out, counted or made available again (86): POS screens refetch. */
  availability_update: (payload: Record<string, never>) => void;
  /** A table was seated, cleared, placed or its orders moved or merged (floor plan): floor screens refetch. */
  floor_update: (payload: Record<string, never>) => void;
  /** An ingredient went under or back above its low-stock level (issue 20): alerts refetch. */
  stock_alert: (payload: { ingredientIds: number[] }) => void;
  /** The tenant's standing changed (operator switch, payment, cancellation): screens follow it at once. */
  subscription_update: (payload: { isActive: boolean }) => void;
}

export interface ClientToServerEvents {
  authenticate: (tenantId: unknown) => void;
  new_order_backend: (payload: unknown) => void;
  order_update_backend: (payload: unknown) => void;
  new_qrorder_backend: (payload: unknown) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
