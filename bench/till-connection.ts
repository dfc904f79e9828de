import { randomUUID } from 'node:crypto';
import net from 'node:net';

/**
 * One till's connection to the server for the order benches: a kept-alive TCP connection that sends
 * the same create-order request with a fresh Idempotency-Key each time (as the POS does) and reads
 * the answer, one order at a time, as a till waits for its answer.
 *
 * Written on a bare socket because the load generator shares the machine's two cores with the
 * server and PostgreSQL: node:http cost about 0.25 ms of CPU per request here, twice this, and every
 * millisecond it takes is one the server does not get. The answers are plain HTTP/1.1 with a
 * Content-Length (Fastify's JSON replies); anything else fails the bench rather than being guessed at.
 */
export class TillConnection {
  private readonly socket: net.Socket;
  private readonly head: string;
  private readonly body: string;
  private received: Buffer = Buffer.alloc(0);
  private pending: { resolve: (reply: TillReply) => void; reject: (error: Error) => void } | null = null;

  constructor(options: { port: number; path: string; cookie: string; body: unknown }) {
    this.body = JSON.stringify(options.body);
    this.head =
      `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${options.port}\r\n` +
      `Content-Type: application/json\r\nCookie: ${options.cookie}\r\n` +
      `Content-Length: ${Buffer.byteLength(this.body)}\r\nIdempotency-Key: `;
    this.socket = net.connect(options.port, '127.0.0.1');
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

  /** Sends one order and resolves with the server's answer. */
  send(): Promise<TillReply> {
    if (this.pending) return Promise.reject(new Error('one order at a time per till'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(`${this.head}${randomUUID()}\r\n\r\n${this.body}`);
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
    if (!length) {
      this.socket.destroy(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = headEnd + 4;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.received.length < bodyEnd) return;
    const text = this.received.toString('utf8', bodyStart, bodyEnd);
    this.received = this.received.subarray(bodyEnd);
    const waiting = this.pending;
    this.pending = null;
    waiting?.resolve({ status: Number(head.slice(9, 12)), body: text ? JSON.parse(text) : null });
  }
}

export interface TillReply {
  status: number;
  body: any;
}
