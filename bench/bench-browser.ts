import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/playwright.config';

/** What the browser benches share: the build they measure, the browser, the machine's load. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The e2e build is what a restaurant runs; build it once if this checkout has none yet. */
export function ensureBuilt() {
  const built =
    existsSync(path.join(ROOT, 'apps/web/dist/index.html')) &&
    existsSync(path.join(ROOT, 'apps/server/dist/main.js'));
  if (built) return;
  console.log('apps/web/dist or apps/server/dist missing: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** Headless Debian Chromium with the journeys' flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The 1, 5 and 15 minute load averages, for the record beside a figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
