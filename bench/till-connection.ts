import { randomUUID } from 'node:crypto';
import net from 'node:net';

/**
 * A kept-alive TCP connection to the server for the benches, one request at a time as a till waits
 * for its answer.
 *
 * Written on a bare socket because the load generator shares the machine's two cores with the
 * server and PostgreSQL: node:http cost about 0.25 ms of CPU per request here, twice this, and every
 * millisecond it takes is one the server does not get. The answers are plain HTTP/1.1 with a
 * Content-Length (Fastify's replies); anything else fails the bench rather than being guessed at.
 */
abstract class BareConnection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private pending: { resolve: (reply: RawReply) => void; reject: (error: Error) => void } | null = null;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
      this.readReply();
    });
    const fail = (error: Error) => {
      const waiting = this.pending;
      this.pending = null;
      waiting?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  protected request(raw: string): Promise<RawReply> {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(raw);
    });
  }

  close() {
    this.socket.destroy();
  }

  private readReply() {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    const status = Number(head.slice(9, 12));
    // A 304 carries no body and, from Fastify, no Content-Length.
    if (!length && status !== 304) {
      this.socket.destroy(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = headEnd + 4;
    const bodyEnd = bodyStart + Number(length?.[1] ?? 0);
    if (this.received.length < bodyEnd) return;
    const body = this.received.subarray(bodyStart, bodyEnd);
    this.received = this.received.subarray(bodyEnd);
    const waiting = this.pending;
    this.pending = null;
    waiting?.resolve({ status, head, body });
  }
}

interface RawReply {
  status: number;
  head: string;
  body: Buffer;
}

/** A till sending the same create-order request with a fresh Idempotency-Key each time, as the POS does. */
export class TillConnection extends BareConnection {
  private readonly head: string;
  private readonly body: string;

  constructor(options: { port: number; path: string; cookie: string; body: unknown }) {
    super(options.port);
    this.body = JSON.stringify(options.body);
    this.head =
      `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\n` +
      `Content-Type: application/json\r\nCookie: ${options.cookie}\r\n` +
      `Content-Length: ${Buffer.byteLength(this.body)}\r\nIdempotency-Key: `;
  }

  /** Sends one order and resolves with the server's answer. */
  async send(): Promise<TillReply> {
    const reply = await this.request(`${this.head}${randomUUID()}\r\n\r\n${this.body}`);
    const text = reply.body.toString('utf8');
    return { status: reply.status, body: text ? JSON.parse(text) : null };
  }
}

/**
 * A till asking for GET /pos/init as a browser does (brotli), with the ETag it holds if any: the
 * body is counted, not decompressed.
 */
export class InitConnection extends BareConnection {
  private readonly head: string;

  constructor(options: { port: number; path: string; cookie: string }) {
    super(options.port);
    this.head =
      `GET ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\n` +
      `Accept-Encoding: br\r\nCookie: ${options.cookie}\r\n`;
  }

  async fetch(etag?: string): Promise<{ status: number; bytes: number; ms: number }> {
    const t0 = performance.now();
    const reply = await this.request(`${this.head}${etag ? `If-None-Match: ${etag}\r\n` : ''}\r\n`);
    return { status: reply.status, bytes: reply.body.length, ms: performance.now() - t0 };
  }
}

export interface TillReply {
  status: number;
  body: any;
}
