/** The orders and kitchen API shapes, from the contracts package (one definition for both sides). */
export type {
  TOrder,
  TOrderedAddon,
  TOrderGroup,
  TOrderItem,
  TOrderItemStatus as TItemStatus,
  TOrderPaymentSummary,
  TOrdersInit,
} from '@mise/contracts';
