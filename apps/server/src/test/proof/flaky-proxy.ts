import net from 'node:net';

/**
 * A TCP proxy between the app and a real server (PostgreSQL), to break the connection on purpose
 * without touching the shared server: `dropAll()` cuts every open connection mid-flight, `refuse()`
 * stops listening so new connections are refused, `accept()` listens again on the same port.
 */
export class FlakyProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  connections = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async accept(): Promise<number> {
    if (this.server) return this.port;
    const server = net.createServer((client) => {
      this.connections += 1;
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(client);
      this.sockets.add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Cuts every connection now (the database "goes away" mid-query). */
  dropAll() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Refuses new connections until accept() (the database stays away). */
  async refuse() {
    const server = this.server;
    this.server = null;
    this.dropAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close() {
    await this.refuse();
  }
}
