import { readFileSync } from 'node:fs';
import { isAppScreenPath } from '@mise/domain';
import { describe, expect, it } from 'vitest';

/** The server answers 404 for paths that are not app screens: every top-level route must be one. */
describe('app screens', () => {
  it('every top-level path of the router is an app screen for the server', () => {
    const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const topLevel = [...source.matchAll(/path: '(\/[^']*)'/g)].map((m) => m[1].replace('/*', '/any'));
    expect(topLevel.length).toBeGreaterThan(10);
    for (const path of topLevel) expect(isAppScreenPath(path), path).toBe(true);
  });

  it('an unknown path is not', () => {
    for (const path of ['/healthz-typo', '/no/such/page', '/metrics', '/wp-admin']) {
      expect(isAppScreenPath(path), path).toBe(false);
    }
    expect(isAppScreenPath('/dashboard/anything/deep')).toBe(true);
  });
});
