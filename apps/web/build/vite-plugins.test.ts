import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightIcons, reactRouterForProduction } from './vite-plugins';

describe('lightIcons', () => {
  const resolve = lightIcons().resolveId as (source: string, importer?: string) => string | null;

  it('gives lucide’s icon modules src/lib/light-icon.ts for lucide’s createLucideIcon', () => {
    const icon = '/app/node_modules/lucide-react/dist/esm/icons/plus.mjs';
    const index = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
    expect(resolve('../createLucideIcon.mjs', icon)).toMatch(/src[\\/]lib[\\/]light-icon\.ts$/);
    expect(resolve('./createLucideIcon.mjs', index)).toMatch(/src[\\/]lib[\\/]light-icon\.ts$/);
  });

  it('leaves every other import alone', () => {
    const index = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
    expect(resolve('./Icon.mjs', index)).toBeNull();
    expect(resolve('../createLucideIcon.mjs', '/app/src/features/pos/pos-page.tsx')).toBeNull();
    expect(resolve('../createLucideIcon.mjs')).toBeNull();
  });
});

describe('reactRouterForProduction', () => {
  const [{ find, replacement }] = reactRouterForProduction;

  it('takes the imports of react-router itself, not of its other entry points', () => {
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router/dom')).toBe(false);
  });

  it('gives the installed React Router’s production build, with its development warnings off', () => {
    expect(readFileSync(replacement, 'utf8')).toContain('react-router');
    const folder = path.dirname(replacement);
    const chunks = readdirSync(folder)
      .filter((file) => /^chunk-.*\.mjs$/.test(file))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'));
    const flags = chunks.flatMap((text) => text.match(/ENABLE_DEV_WARNINGS = \w+/g) ?? []);
    expect(flags).toEqual(['ENABLE_DEV_WARNINGS = false']);
  });
});
