import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than the headers cost (as app.ts's compression). */
const MIN_BYTES = 1024;

/**
 * A JSON answer built once and sent many times (the POS's start-up menu): its bytes, an ETag of
 * them, and each compressed form made at most once, on first demand.
 */
export class CachedJson {
  readonly etag: string;
  private readonly forms = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly json: Buffer) {
    // Weak: the same JSON goes out as brotli, gzip or plain under one tag (RFC 9110 §8.8.1).
    this.etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  }

  static of(body: unknown): CachedJson {
    return new CachedJson(Buffer.from(JSON.stringify(body)));
  }

  encoded(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotli(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : gzipAsync(this.json, { level: 6 });
      // A failed compression is not remembered: the next request tries again.
      form.catch(() => this.forms.delete(encoding));
      this.forms.set(encoding, form);
    }
    return form;
  }
}

/**
 * Sends a remembered JSON answer with its ETag: `304 Not Modified` to a client that already holds
 * it (If-None-Match), else compressed as accepted. `no-cache`: the browser keeps the copy but asks
 * each time whether it is still current, so a change is seen by the very next request.
 */
export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  reply
    .header('vary', 'accept-encoding')
    .header('etag', body.etag)
    .header('cache-control', 'private, no-cache');
  const held = String(request.headers['if-none-match'] ?? '');
  // Weak comparison (If-None-Match): W/ prefixes aside, the tags must match.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (held.split(',').some((tag) => opaque(tag) === opaque(body.etag))) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.json.length >= MIN_BYTES && /\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(await body.encoded('br'));
  }
  if (body.json.length >= MIN_BYTES && /\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await body.encoded('gzip'));
  }
  return reply.send(body.json);
}
