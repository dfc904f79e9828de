// Bundles the bridge into one executable file, dist/mise-print.js (the package's `bin`). The
// workspace contracts (TypeScript sources) are bundled in; npm dependencies stay external and load
// from node_modules.
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@mise/'));
const root = fileURLToPath(new URL('.', import.meta.url));

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/cli.ts`],
  outfile: `${root}dist/mise-print.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
chmodSync(`${root}dist/mise-print.js`, 0o755);
console.log('print bridge built: apps/print-bridge/dist/mise-print.js');
