import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@mise/contracts';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMenu, type TestMenu } from '../fixtures';
import {
  registerTenant,
  type SignedInTenant,
  signIn,
  type TestClient,
  TestClient as TestClientClass,
} from '../http-client';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Redis stopped under two instances (our own redis-server child on a free port; the shared Redis is
 * never touched): each instance keeps serving its own sockets, and events between the instances
 * resume by themselves when Redis returns.
 */
const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 5_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopRedis(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  return condition();
};

describe.skipIf(!hasRedisServer)('Redis outage with two instances', () => {
  let redisPort: number;
  let redis: ChildProcess | null = null;
  let one: TestApp;
  let two: TestApp;
  let owner: SignedInTenant;
  let onTwo: TestClient;
  let menu: TestMenu;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}` };
    const redisKeyPrefix = `proof-${randomBytes(4).toString('hex')}`;
    one = await createTestApp({ env, redisKeyPrefix });
    two = await createTestApp({ env, redisKeyPrefix, database: one.database });
    for (const app of [one.app, two.app]) await app.listen({ port: 0, host: '127.0.0.1' });
    owner = await registerTenant(one.app, 'Two Instances');
    menu = await createTestMenu(one.database.db, owner.tenantId);
    onTwo = await signIn(two.app, owner.username, owner.password);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await two?.close();
    await one?.close();
    await stopRedis(redis);
  });

  const connect = (app: TestApp, client: TestClient) =>
    new Promise<Socket>((resolve, reject) => {
      const { port } = app.app.server.address() as AddressInfo;
      const socket = connectSocket(`http://127.0.0.1:${port}`, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        extraHeaders: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  const placeOrder = (client: TestClient) =>
    client.post('/pos/create-order', {
      cart: [{ id: menu.items.lemonade.id, quantity: 1 }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
    });

  it('keeps each instance serving its own sockets while Redis is down; cross-instance events resume after', async () => {
    const socketOne = await connect(one, owner.client);
    const socketTwo = await connect(two, onTwo);
    const seenOne: number[] = [];
    const seenTwo: number[] = [];
    socketOne.on('new_order', (p) => seenOne.push(p.orderId));
    socketTwo.on('new_order', (p) => seenTwo.push(p.orderId));

    const probe = async (path: string) => {
      const res = await one.app.inject({ method: 'GET', url: path });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await probe('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'up', redis: 'up' } },
    });

    // Healthy: an order taken on instance one reaches the screen on instance two through Redis.
    const first = await placeOrder(owner.client);
    expect(first.status).toBe(200);
    expect(await until(() => seenTwo.includes(first.body.orderId), 5_000)).toBe(true);

    await stopRedis(redis);
    redis = null;
    // Redis down: orders still work, and each instance's own sockets still hear them.
    const local = await placeOrder(owner.client);
    expect(local.status).toBe(200);
    expect(await until(() => seenOne.includes(local.body.orderId), 5_000)).toBe(true);
    const localTwo = await placeOrder(onTwo);
    expect(localTwo.status).toBe(200);
    expect(await until(() => seenTwo.includes(localTwo.body.orderId), 5_000)).toBe(true);

    // Down for a while (ioredis gives up on queued commands after its retries): still serving.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const later = await placeOrder(owner.client);
    expect(later.status).toBe(200);
    expect(await until(() => seenOne.includes(later.body.orderId), 5_000)).toBe(true);
    // Sign-in counts attempts in Redis: without it the answer is a 503 with a message, never a 500.
    const signinWhileDown = await new TestClientClass(one.app, '10.60.0.1').post('/auth/signin', {
      username: owner.username,
      password: owner.password,
    });
    expect([200, 503], JSON.stringify(signinWhileDown.body)).toContain(signinWhileDown.status);
    expect(typeof signinWhileDown.body.message).toBe('string');
    // A load balancer asking is told the truth: not ready while Redis is down, the process alive.
    expect(await probe('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'up', redis: 'down' } },
    });
    expect((await probe('/healthz')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    // Redis back on the same port: the instances reconnect and resubscribe by themselves.
    redis = await startRedis(redisPort);
    let resumed = false;
    const deadline = Date.now() + 20_000;
    let attempts = 0;
    while (!resumed && Date.now() < deadline) {
      attempts += 1;
      const again = await placeOrder(owner.client);
      expect(again.status).toBe(200);
      resumed = await until(() => seenTwo.includes(again.body.orderId), 1_000);
    }
    expect(resumed).toBe(true);
    expect((await probe('/readyz')).status).toBe(200);
    console.info(
      `redis outage: both instances kept serving their own sockets; cross-instance events resumed after ${attempts} order(s) once Redis returned`,
    );
  }, 60_000);
});
