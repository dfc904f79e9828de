import { afterEach, describe, expect, it } from 'vitest';

/** Every route's full path in a router's table ("/dashboard/settings/tables"), sorted. */
type RouteLike = { path?: string; index?: boolean; children?: RouteLike[] };

function pathsOf(routes: readonly RouteLike[], parent = ''): string[] {
  return routes
    .flatMap((route) => {
      const path = route.path?.startsWith('/') ? route.path : [parent, route.path].filter(Boolean).join('/');
      const own = route.path || route.index ? [route.index ? `${path} (index)` : path] : [];
      return [...own, ...pathsOf(route.children ?? [], path)];
    })
    .sort();
}

async function routerStartedAt(address: string) {
  window.history.replaceState(null, '', address);
  const { createAppRouter } = await import('./router');
  return createAppRouter();
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app router started at a till’s POS', () => {
  it('starts with only the routes to the POS, then finds every page the full router finds', async () => {
    const full = await routerStartedAt('/dashboard/orders');
    const everyPath = pathsOf(full.routes);
    expect(everyPath.length).toBeGreaterThan(50);
    full.dispose();

    const till = await routerStartedAt('/dashboard/pos');
    expect(pathsOf(till.routes)).toEqual(['*', '/dashboard', '/dashboard/pos']);
    expect(till.state.matches.at(-1)?.route.path).toBe('pos');

    await till.navigate('/dashboard/settings/tables');
    expect(till.state.location.pathname).toBe('/dashboard/settings/tables');
    expect(till.state.matches.map((match) => match.route.path)).toEqual([
      undefined,
      '/dashboard',
      'settings',
      'tables',
    ]);
    // Learnt once, at the first navigation away: the same table as a router started anywhere else.
    expect(pathsOf(till.routes)).toEqual(everyPath);

    await till.navigate('/dashboard/no-such-page');
    expect(till.state.matches.at(-1)?.route.path).toBe('*');
    await till.navigate(-2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(till.state.location.pathname).toBe('/dashboard/pos');
    till.dispose();
  });
});
