import { z } from 'zod';
import { POS_QR_ORDER_MESSAGES } from './constants';

/**
 * QR orders as the POS sees them (spec 1: POS QR Menu Orders, section 4 "QR order", section 7
 * /pos/qrorders...). The list holds the orders diners placed that no one has sent to the kitchen
 * or cancelled yet.
 */

export const QR_ORDER_STATUSES = ['created', 'completed', 'cancelled'] as const;
export type TQrOrderStatus = (typeof QR_ORDER_STATUSES)[number];

export { POS_QR_ORDER_MESSAGES };

/** GET /pos/qrorders/count */
export interface TQrOrdersCount {
  totalQROrders: number;
}

export interface TQrOrderAddon {
  id: number;
  title: string;
  /** Major units, as the menu shows it. */
  price: number;
}

export interface TQrOrderItem {
  item_id: number;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  addons: TQrOrderAddon[];
  quantity: number;
  notes: string | null;
}

/** One entry of GET /pos/qrorders (oldest first). */
export interface TQrOrder {
  id: number;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  /** WALKIN (a guest) or CUSTOMER. */
  customer_type: 'WALKIN' | 'CUSTOMER';
  /** The customer's phone; null for a guest. */
  customer_id: string | null;
  customer_name: string | null;
  created_at: string;
  items: TQrOrderItem[];
}

/**
 * POST /pos/qrorders/update-status/{id}: 'cancelled' removes it from the list (spec: cancelling
 * sets status 'cancelled'); 'completed' marks it handled without a POS order.
 */
export const QrOrderStatusBody = z.object({
  status: z.enum(['cancelled', 'completed'], { error: POS_QR_ORDER_MESSAGES.status }),
});
export type TQrOrderStatusBody = z.input<typeof QrOrderStatusBody>;
