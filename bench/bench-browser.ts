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

/**
 * Chromium's own omnibox popup pages (WebUI), which it loads beside every new tab: some 60 scripts of
 * its UI, run in a renderer of their own on the same two cores as the page a bench times (traces of
 * a till's start showed them loading through it). A till run as an installed app shows no omnibox.
 */
const NO_OMNIBOX_PAGES = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

/** Headless Debian Chromium with the journeys' flags, less the browser's omnibox pages. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, NO_OMNIBOX_PAGES] });
}

/** The 1, 5 and 15 minute load averages, for the record beside a figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
