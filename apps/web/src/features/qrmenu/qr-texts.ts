/** Header of a place-order retry (IDEMPOTENCY_HEADER in the contract). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
