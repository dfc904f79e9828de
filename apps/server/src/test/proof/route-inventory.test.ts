import { SCOPES } from '@mise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteRecord } from '../../plugins/auth';
import { signIn, TestClient, uniqueEmail } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';
import { ROUTE_CASES, routeKey } from './route-cases';
import { send } from './send';
import { buildWorld, signInOperator, type World } from './world';

/**
 * The route inventory: every API route the app registers must be known to the proof suites, declare
 * a request schema for the input it takes, hold an access policy that really stops the wrong caller,
 * and say what its cross-tenant case is. A new route without all of this fails here, by name.
 */

/** Routes anyone may call. Adding a public route is a decision: it must be added here too. */
const EXPECTED_PUBLIC = new Set([
  'GET /app-info',
  // The API's own description (OpenAPI): what anyone may read in the documentation anyway.
  'GET /openapi.json',
  'POST /auth/signup',
  'POST /auth/signin',
  // The second step of signing in: takes the signed challenge of a correct password and a code.
  'POST /auth/signin/two-factor',
  'POST /superadmin/signin/two-factor',
  'POST /auth/refresh-token',
  'POST /auth/signout',
  'POST /auth/forgot-password',
  'POST /auth/reset-password/:token',
  'POST /superadmin/signin',
  'POST /superadmin/refresh-token',
  'POST /superadmin/signout',
  'POST /billing/stripe-webhook',
  // The diner's QR menu (spec 2): public by design, rate-limited.
  'GET /qrmenu/:qrcode',
  'POST /qrmenu/:qrcode/place-order',
  'GET /qrmenu/:qrcode/order-status/:orderId',
  // A print bridge trades a one-time code from Settings → Printers for its credential.
  'POST /print-bridge/pair',
  // The token board on a TV (issue 18): its signed link is the key; it answers token numbers only.
  'GET /token-board/:link',
  // A guest's receipt (issue 29): its signed, expiring link is the key; it names no customer.
  'GET /receipt-links/:link',
]);

let t: TestApp;
let world: World;
let routes: readonly ApiRouteRecord[];

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.apiRoutes;
  world = await buildWorld(t.app, 'inv');
});
afterAll(() => t?.close());

const keyOf = (r: ApiRouteRecord) => routeKey(r.method, r.url);

describe('route inventory', () => {
  it('knows every registered route (catalogue entry with a cross-tenant case)', () => {
    const missing = routes.map(keyOf).filter((key) => !ROUTE_CASES[key]);
    expect(
      missing,
      `routes without an entry in apps/server/src/test/proof/route-cases.ts (add valid request + cross-tenant case):\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
    const registered = new Set(routes.map(keyOf));
    const stale = Object.keys(ROUTE_CASES).filter((key) => !registered.has(key));
    expect(stale, `catalogue entries for routes that no longer exist:\n  ${stale.join('\n  ')}`).toEqual([]);
  });

  it('declares a request schema for every input a route takes', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const entry = ROUTE_CASES[keyOf(route)];
      if (!entry) continue;
      const schema = route.schema ?? {};
      const req = entry.valid(world);
      if (route.url.includes(':') && !schema.params)
        problems.push(`${keyOf(route)}: path params without schema`);
      if (req.query && !schema.querystring) problems.push(`${keyOf(route)}: query without schema`);
      if (req.body !== undefined && !entry.input && !schema.body)
        problems.push(`${keyOf(route)}: body without schema`);
      if (entry.input && schema.body)
        problems.push(`${keyOf(route)}: marked ${entry.input} but has a JSON body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every route an access policy; public routes are exactly the expected ones', () => {
    const publicRoutes = routes.filter((r) => r.access.kind === 'public').map(keyOf);
    const unexpected = publicRoutes.filter((key) => !EXPECTED_PUBLIC.has(key));
    expect(unexpected, 'routes open to anyone that are not on the public list').toEqual([]);
    for (const route of routes) expect(['public', 'tenant', 'superadmin']).toContain(route.access.kind);
    const counts = { public: 0, tenant: 0, superadmin: 0 };
    for (const route of routes) counts[route.access.kind] += 1;
    const crossKinds = { foreign: 0, own: 0, na: 0 };
    for (const route of routes) {
      const cross = ROUTE_CASES[keyOf(route)]?.cross;
      if (cross) crossKinds['foreign' in cross ? 'foreign' : 'own' in cross ? 'own' : 'na'] += 1;
    }
    console.info(
      `route inventory: ${routes.length} routes (${counts.public} public, ${counts.tenant} tenant, ${counts.superadmin} operator); ` +
        `cross-tenant cases: ${crossKinds.foreign} with foreign ids, ${crossKinds.own} own-data, ${crossKinds.na} not applicable`,
    );
  });

  it('enforces each access policy: no session → 401, a tenant at an operator route → 403, a missing scope → 403', async () => {
    const anonymous = new TestClient(t.app, '10.9.0.1');
    const operator = await signInOperator(t.app);
    // One user per scope, signed in on demand: the route's policy is checked with a user lacking it.
    const scopedClients = new Map<string, TestClient>();
    const clientWithOnly = async (scope: string) => {
      const existing = scopedClients.get(scope);
      if (existing) return existing;
      const username = uniqueEmail(`scope-${scope.toLowerCase()}`);
      const added = await world.owner.post('/users/add', {
        name: `Only ${scope}`,
        username,
        password: world.password,
        userScopes: [scope],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const client = await signIn(t.app, username, world.password);
      scopedClients.set(scope, client);
      return client;
    };
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const entry = ROUTE_CASES[keyOf(route)];
      if (!entry || route.access.kind === 'public') continue;
      const req = entry.valid(world);
      const expectStatus = async (client: TestClient, status: number, who: string) => {
        checked += 1;
        const res = await send(client, route, req);
        if (res.status !== status || typeof res.body?.message !== 'string')
          failures.push(`${keyOf(route)} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
      };
      await expectStatus(anonymous, 401, 'no session');
      if (route.access.kind === 'superadmin') await expectStatus(world.owner, 403, 'a tenant owner');
      if (route.access.kind === 'tenant') {
        await expectStatus(operator, 403, 'the operator');
        const { scopes } = route.access;
        if (scopes.length > 0) {
          const lacking = SCOPES.find((scope) => !scopes.includes(scope));
          if (lacking) await expectStatus(await clientWithOnly(lacking), 403, `a user with only ${lacking}`);
        }
      }
    }
    expect(failures).toEqual([]);
    console.info(`access policies: ${checked} refusals checked, 0 let through`);
  });
});
