import { describe, expect, it } from 'vitest';
import { lightIcons } from './vite-plugins';

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
