/**
 * Page weight of each main route's JavaScript (part of `npm run bench`).
 *
 * Reads the built web app (apps/web/dist; runs `npm run build -w @mise/web` first if it is missing)
 * and, for each main route, adds up the JavaScript a browser must download before the route's screen
 * can render: the HTML page's module script and the scripts it preloads, the lazy chunks of the route's layout
 * and page, and every chunk those import statically. The build emits no manifest, so a route's
 * lazy chunk is found by its source map (the chunk whose `sources` hold the page's module), and static
 * imports are read from the minified `from"./x.js"` / `import"./x.js"` statements. Code a page loads
 * later on its own (e.g. the reports chart) is not counted. Sizes are raw and gzip (level 9, as the
 * build's precompressed .gz files). Results replace this benchmark's section of BENCHMARKS.md, each
 * route's gzip size beside its budget (issue 27 §4) and whether the budget is met.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeBenchmarkSection } from './benchmarks-file';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const ASSETS = path.join(DIST, 'assets');

/**
 * Main routes: the HTML page the server answers with, the source modules loaded lazily for it, and
 * its budget in gzip KB (issue 27 §4: /login 60, /dashboard/pos 150, every other dashboard route 180).
 */
const ROUTES: {
  route: string;
  html: 'index.html' | 'menu.html' | 'login.html';
  modules: string[];
  budgetKb?: number;
}[] = [
  // The server answers /login with login.html, the sign-in page's own bundle (src/login-main.tsx).
  { route: '/login', html: 'login.html', modules: [], budgetKb: 60 },
  {
    route: '/dashboard',
    html: 'index.html',
    modules: ['src/app/layouts/dashboard-layout.tsx', 'src/features/dashboard/dashboard-home-page.tsx'],
    budgetKb: 180,
  },
  {
    route: '/dashboard/pos',
    html: 'index.html',
    modules: ['src/app/layouts/dashboard-layout.tsx', 'src/features/pos/pos-page.tsx'],
    budgetKb: 150,
  },
  {
    route: '/dashboard/orders',
    html: 'index.html',
    modules: ['src/app/layouts/dashboard-layout.tsx', 'src/features/orders/orders-page.tsx'],
    budgetKb: 180,
  },
  {
    route: '/dashboard/kitchen',
    html: 'index.html',
    modules: ['src/app/layouts/dashboard-layout.tsx', 'src/features/kitchen/kitchen-page.tsx'],
    budgetKb: 180,
  },
  {
    route: '/dashboard/reports',
    html: 'index.html',
    modules: ['src/app/layouts/dashboard-layout.tsx', 'src/features/reports/reports-page.tsx'],
    budgetKb: 180,
  },
  // The server answers /m/... with menu.html, the diner's own bundle (see apps/server/src/plugins/web-app.ts).
  { route: '/m/{code} (diner menu)', html: 'menu.html', modules: [] },
];

function ensureBuilt() {
  if (['index.html', 'menu.html', 'login.html'].every((page) => existsSync(path.join(DIST, page)))) return;
  console.log('apps/web/dist missing: running npm run build -w @mise/web');
  const result = spawnSync('npm', ['run', 'build', '-w', '@mise/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
}

/**
 * Chunk file names (in assets/) an HTML page loads up front: its module scripts and (module)
 * preloads, and the app's start that index.html's inline script asks for (src/app/fetch-app-start.ts).
 */
function htmlEntryChunks(html: string): string[] {
  const text = readFileSync(path.join(DIST, html), 'utf8');
  const appStart = text.match(/function fetchAppStart[\s\S]*?\}\)\((\[[^\]]*\])\)/)?.[1];
  const found = [
    ...[
      ...text.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
      ...text.matchAll(/<link[^>]*rel="(?:module)?preload"[^>]*href="\/assets\/([^"]+\.js)"/g),
    ].map((m) => m[1]),
    ...(appStart ? (JSON.parse(appStart) as string[]).map((file) => file.replace(/^\/assets\//, '')) : []),
  ];
  if (found.length === 0) throw new Error(`${html}: no module script found`);
  return found;
}

/** Static imports of a chunk (not `import(...)`, which loads later or is counted as its own route module). */
function staticImports(chunk: string): string[] {
  const code = readFileSync(path.join(ASSETS, chunk), 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** The chunk that holds each source module, from the source maps. */
function chunkBySource(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of readdirSync(ASSETS).filter((f) => f.endsWith('.js.map'))) {
    const sources: string[] = JSON.parse(readFileSync(path.join(ASSETS, file), 'utf8')).sources ?? [];
    for (const source of sources) map.set(source.replace(/^(\.\.\/)+/, ''), file.replace(/\.map$/, ''));
  }
  return map;
}

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.pop() as string;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    queue.push(...staticImports(chunk));
  }
  return seen;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  ensureBuilt();
  const bySource = chunkBySource();
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (chunk: string) => {
    let s = sizes.get(chunk);
    if (!s) {
      const bytes = readFileSync(path.join(ASSETS, chunk));
      s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(chunk, s);
    }
    return s;
  };
  const rows = ROUTES.map(({ route, html, modules, budgetKb }) => {
    const lazy = modules.map((module) => {
      const chunk = bySource.get(module);
      if (!chunk) throw new Error(`${route}: no built chunk contains ${module} (renamed? update ROUTES)`);
      return chunk;
    });
    const chunks = closure([...htmlEntryChunks(html), ...lazy]);
    let raw = 0;
    let gzip = 0;
    for (const chunk of chunks) {
      raw += size(chunk).raw;
      gzip += size(chunk).gzip;
    }
    const verdict = budgetKb === undefined ? '–' : gzip <= budgetKb * 1024 ? 'met' : 'NOT met';
    return {
      route,
      files: chunks.size,
      raw,
      gzip,
      budget: budgetKb === undefined ? '–' : `≤ ${budgetKb}`,
      verdict,
    };
  });
  for (const r of rows)
    console.log(
      `${r.route}: ${r.files} files, ${kb(r.raw)} KB raw, ${kb(r.gzip)} KB gzip (budget ${r.budget}: ${r.verdict})`,
    );
  const missed = rows.filter((r) => r.verdict === 'NOT met');
  console.log(
    missed.length === 0
      ? 'Every page-weight budget is met.'
      : `Page-weight budgets not met: ${missed.map((r) => r.route).join(', ')}`,
  );

  const text = `## Page weight: JavaScript for each route's first load

Produced by bench/page-weight.bench.ts on ${new Date().toISOString()} from the built web app
(apps/web/dist). Counted per route: the HTML page's module script and modulepreloads, the lazy chunks
of the route's layout and page, and every chunk they import statically; code a page loads later on
its own (such as the reports chart) is not: on the dashboard, socket.io-client (fetched by the first
live subscription), the user menu, the page search and the confirmation dialog come after the first
paint. CSS, fonts and images are not counted.
Gzip at level 9, as the build's precompressed files (browsers that accept Brotli get less).
Budgets are issue 27 §4's, in gzip KB.

| route | JS files | raw (KB) | gzip (KB) | budget (KB) | budget met |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.route} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.budget} | ${r.verdict} |`).join('\n')}`;
  writeBenchmarkSection('page-weight-bench', text);
  console.log('Written to BENCHMARKS.md');
}

main();
