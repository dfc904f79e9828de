import type { z } from 'zod';

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string; field: string | null };

/**
 * Checks a form against the same contract schema the server uses, so the form shows exactly the
 * server's text for the first problem (spec 2 section 5) and names the field it belongs to.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : null;
  const message =
    issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : 'Invalid request!';
  return { ok: false, message, field };
}
