import { createServer, type Socket } from 'node:net';

/**
 * A network thermal printer for tests: a TCP listener on 127.0.0.1 that keeps the bytes of each
 * connection. Connections that send nothing (the bridge's online probes) are not jobs.
 */

export interface FakePrinter {
  host: '127.0.0.1';
  port: number;
  /** The bytes of each connection that sent any, in the order the connections ended. */
  received: Buffer[];
  /** Connections accepted so far, probes included. */
  connections(): number;
  /** Resolves with `received` once it holds at least `count` jobs; rejects after `timeoutMs`. */
  waitForJobs(count: number, timeoutMs?: number): Promise<Buffer[]>;
  /** Stops listening and drops open connections: the printer is then offline (connection refused). */
  close(): Promise<void>;
}

export async function startFakePrinter(): Promise<FakePrinter> {
  const received: Buffer[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let connections = 0;

  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let isRecorded = false;
    // Recorded when the sender ends (before our side closes, so the sender's "close" comes after),
    // or when the connection drops mid-way.
    const record = () => {
      if (isRecorded) return;
      isRecorded = true;
      if (chunks.length === 0) return;
      received.push(Buffer.concat(chunks));
      for (const wake of waiters) wake();
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', record);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      record();
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The fake printer has no port');

  return {
    host: '127.0.0.1',
    port: address.port,
    received,
    connections: () => connections,
    waitForJobs(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The fake printer got ${received.length} of ${count} jobs in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
