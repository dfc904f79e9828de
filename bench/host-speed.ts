import type { Browser } from 'playwright-core';

/**
 * How fast the machine a browser bench ran on is, measured in the bench's own browser, so that
 * figures from two machines can be compared: the bench's CPU slowdown is relative to the machine.
 *
 * - Script: Lighthouse's BenchmarkIndex, once at full speed and once with the CPU slowed as the
 *   bench slows it. Chrome DevTools' CPU calibration takes 1000 for a mid-tier phone (a Pixel 5)
 *   and 264 for a low-tier one.
 * - Fresh memory: the time to first touch a 4 KB page of memory, which a page starting in a new
 *   renderer pays for every 4 KB its heaps, its DOM and its layout take. A virtual machine can
 *   make it many times dearer while script runs as fast as anywhere (on 2026-11-29 one such
 *   machine: BenchmarkIndex 2,600–3,000, 10.5–11 µs a page in the browser); its starts then read
 *   slower than its BenchmarkIndex says.
 */
export interface HostSpeed {
  fullSpeed: number;
  slowedDown: number;
  /** Microseconds to first touch a 4 KB page of fresh memory, at full speed. */
  freshPageMicroseconds: number;
}

/**
 * Lighthouse's computeBenchmarkIndex (core/lib/page-functions.js): the mean of a string-building
 * loop's and an array-copying loop's iterations per second, each run for half a second. A string,
 * evaluated as is in the page: the bench's TypeScript loader would add helpers the page lacks.
 */
const BENCHMARK_INDEX = `(() => {
  const start1 = Date.now();
  let built = 0;
  while (Date.now() - start1 < 500) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length === 1) throw new Error('never');
    built++;
  }
  const withGc = Math.round(built / 10 / ((Date.now() - start1) / 1000));
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const start2 = Date.now();
  let copied = 0;
  while (copied % 10 !== 0 || Date.now() - start2 < 500) {
    const from = copied % 2 === 0 ? a : b;
    const to = copied % 2 === 0 ? b : a;
    for (let j = 0; j < from.length; j++) to[j] = from[j];
    copied++;
  }
  const withoutGc = Math.round(copied / 10 / ((Date.now() - start2) / 1000));
  return (withGc + withoutGc) / 2;
})()`;

/** Touches each 4 KB page of 64 MB of fresh memory once; answers the microseconds per page. */
const FRESH_PAGE = `(() => {
  const start = performance.now();
  const memory = new Uint8Array(64 * 1024 * 1024);
  for (let i = 0; i < memory.length; i += 4096) memory[i] = 1;
  return ((performance.now() - start) * 1000) / (memory.length / 4096);
})()`;

/**
 * The medians of three runs each: BenchmarkIndex at full speed and with the CPU `slowdown` times
 * slower, and fresh memory's cost at full speed.
 */
export async function measureHostSpeed(browser: Browser, slowdown: number): Promise<HostSpeed> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>host speed</title>');
    const cdp = await context.newCDPSession(page);
    const median = async (script: string, rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const runs: number[] = [];
      for (let run = 0; run < 3; run += 1) runs.push((await page.evaluate(script)) as number);
      return runs.sort((x, y) => x - y)[1];
    };
    return {
      fullSpeed: Math.round(await median(BENCHMARK_INDEX, 1)),
      slowedDown: Math.round(await median(BENCHMARK_INDEX, slowdown)),
      freshPageMicroseconds: Math.round((await median(FRESH_PAGE, 1)) * 10) / 10,
    };
  } finally {
    await context.close();
  }
}
