import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, pgErrorCode } from '../db/client';
import { requestLanguage, t } from '../i18n/i18n';
import { AppError } from '../lib/errors';

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again in a moment!';
const INTERNAL_MESSAGE = 'Something went wrong!';

/** Replies whose message the error handler already put in the request's language. */
export const translatedReplies = new WeakSet<object>();

/**
 * One place turns every failure into `{ message, code }` with the right status. Validation errors
 * carry the spec's text; 5xx never leak internals. The message is in the request's language
 * (Accept-Language, issue 23); English, no header or the pseudo-locale get the spec's text as is.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    translatedReplies.add(reply);
    if (error instanceof AppError) {
      const message = language === 'en' ? error.message : t(language, error.template, error.values);
      return reply.status(error.statusCode).send({ message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: t(language, validationMessage(error)), code: 'VALIDATION' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: t(language, INTERNAL_MESSAGE), code: 'ERROR' });
    }
    if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
      request.log.warn({ err: error }, 'database or redis unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ message: t(language, UNAVAILABLE_MESSAGE), code: 'UNAVAILABLE' });
    }
    if (pgErrorCode(error)?.startsWith('22')) {
      // A data exception (a NUL byte in a text, a number out of range...) is caused by a value the
      // client sent that the schema let through: the statement failed and changed nothing.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: t(language, 'Invalid request!'), code: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type...).
      return reply
        .status(status)
        .send({ message: t(language, clientErrorMessage(error)), code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: t(language, INTERNAL_MESSAGE), code: 'ERROR' });
  });
}

/** ioredis gave up on a command because Redis is unreachable (rate limits live there when it is set). */
function isRedisUnavailable(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown };
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    (typeof e?.message === 'string' && /^(Connection is closed\.|Stream isn't writeable)/.test(e.message))
  );
}

function validationMessage(error: {
  validation: ReadonlyArray<{ message?: string; params?: unknown; instancePath?: string }>;
}): string {
  const first = error.validation[0];
  const issue = (
    first?.params as { issue?: { code?: string; path?: unknown[]; message?: string } } | undefined
  )?.issue;
  // A missing or non-object body has no field to name: the spec's generic text fits best.
  if (issue?.code === 'invalid_type' && (issue.path?.length ?? 0) === 0) return 'Invalid request!';
  if (issue?.code === 'unrecognized_keys') return 'Invalid request!';
  const message = issue?.message ?? first?.message;
  return message && !message.startsWith('Invalid input') ? message : 'Invalid request!';
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Invalid request! The body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request is too large!';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type!';
    default:
      return error.message || 'Invalid request!';
  }
}
