import type { FastifyInstance } from 'fastify';
import { translatedReplies } from '../plugins/error-handler';
import { requestLanguage, t } from './i18n';

/**
 * Every JSON answer's `message` (the success texts screens show in a toast: "Order created
 * successfully!", and any error not sent by the error handler) in the request's language, in one
 * place rather than per route. O(1) and nothing at all for an answer without a string `message`
 * or for English (no header, en, en-XA): those go out as they are.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per answer on the hot paths.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (
      payload === null ||
      typeof payload !== 'object' ||
      Array.isArray(payload) ||
      typeof (payload as { message?: unknown }).message !== 'string' ||
      translatedReplies.has(reply)
    ) {
      return done(null, payload);
    }
    const language = requestLanguage(request);
    if (language === 'en') return done(null, payload);
    const message = (payload as { message: string }).message;
    done(null, { ...(payload as object), message: t(language, message) });
  });
}
