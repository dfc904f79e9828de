import type { TCreateOrderBody, TCreateOrderResponse } from '@mise/contracts';
import { IDEMPOTENCY_HEADER } from '@mise/contracts/constants';
import { api } from '../../../lib/api-client';

export interface CreateOrderRequest {
  body: TCreateOrderBody;
  /** Create Receipt & Pay: the order and its invoice in one go (POST /pos/create-order-and-invoice). */
  withInvoice: boolean;
  /**
   * Generated once per order the user confirms (crypto.randomUUID) and kept for every retry of it,
   * so a request repeated after a lost answer returns the first order instead of making a second.
   */
  idempotencyKey: string;
  /** Lets the offline outbox give up on a send that hangs (and retry it later with the same key). */
  signal?: AbortSignal;
}

/**
 * The one call that sends a POS order to the kitchen. Everything that sends orders goes through it
 * (the offline outbox wraps it), so the idempotency key travels with every attempt.
 */
export function createOrder({ body, withInvoice, idempotencyKey, signal }: CreateOrderRequest) {
  const path = withInvoice ? '/pos/create-order-and-invoice' : '/pos/create-order';
  return api.post<TCreateOrderResponse>(path, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    signal,
  });
}
