import { IDEMPOTENCY_HEADER, IdempotencyKey, ORDER_MESSAGES } from '@mise/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** The optional Idempotency-Key header of a money-moving call; present but malformed is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = IdempotencyKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest(ORDER_MESSAGES.idempotencyKey);
  return parsed.data;
}
