/** A fresh key for a money-moving call: a retry of the same attempt sends it again, never a new one. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
