import { defineConfig } from '@playwright/test';

/** End-to-end journeys in Debian's Chromium against the real built server (see global-setup.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Upper bounds, not speeds: on the two-core CI machine two workers, their browsers and the server
  // share the cores, and a step that takes 1 s alone can take 9 s there. A journey must not fail
  // because the machine was busy; a real hang still fails.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // No screencast in the trace: filming every page costs the two-core CI machine more CPU than the
    // journeys themselves; DOM snapshots and the failure screenshot still show what went wrong.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
});
