/**
 * A till's start on a mid-range tablet and on a phone (issue 27 §1, issue 29; part of `npm run bench`).
 *
 * Starts the real built server (apps/server/dist, built first if missing) on a scratch PostgreSQL
 * database, registers a restaurant with a 200-dish menu, then opens /dashboard/pos in headless
 * Chromium as a tablet would (1280×800) and as a phone would (390×844, mobile, touch), the CPU slowed
 * 4× and a "Fast 4G" network (60 ms latency, 9 Mbit/s down, 1.5 Mbit/s up). It times "first dish":
 * from navigation start until the page's own mark that its first dish is on screen
 * (features/pos/first-dish-mark.ts: the paint of the frame that shows it, as the browser reports it),
 * then "usable": a tap where the first dish is, sent as soon as it is painted, until the paint of
 * the frame showing the dish in the cart (its Element Timing, as the browser reports it, on the page's
 * own clock). The page is watched
 * through CDP, not Playwright's waits, which would load Playwright's script into the page first.
 * Cold: a till signed in through the login page whose cache, service worker, stored responses and
 * copy of the menu and start picture were then emptied, twice: before its user's first till start at
 * that screen size ("nothing kept"), and after it, the server then keeping that start's picture for
 * the user and size ("picture kept": a till just signed in, or a new device).
 * Warm: the same till opened again after a first visit (the service worker holds the app, the menu is
 * drawn from the till's copy and revalidated with its ETag). Each load's main-thread time is split
 * into script, style and layout, other work, and the rest of the wait (the network and idle time).
 * Before the loads, it records the machine's speed in the same browser (host-speed.ts): the CPU
 * slowdown is relative to the machine, and the same build reads slower on a slower one.
 *
 * With BENCH_POS_AGAINST set to another checkout's folder (built), it runs that build's server too, on
 * a database of its own, and the two builds' loads take turns: it prints both builds' figures and
 * their difference, and leaves BENCHMARKS.md as it is. Run to run, one build's figures here have
 * differed by more than most changes do; in turns, the machine weighs on both alike.
 * Settings: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
 * BENCH_POS_RUNS (default 5), BENCH_POS_AGAINST (none), BENCH_POS_PROFILES (with BENCH_POS_AGAINST only:
 * the devices to compare, e.g. `tablet`; default all), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { createDatabase, type RunningServer, startServer } from '../e2e/support/server';
import { ensureBuilt, launchChromium, loadAverage } from './bench-browser';
import { seedBenchRestaurant } from './bench-restaurant';
import { writeBenchmarkSection } from './benchmarks-file';
import { type HostSpeed, measureHostSpeed } from './host-speed';
import { BENCH_POSTGRES_URL, runStatement } from './scratch-database';

const RUNS = Number(process.env.BENCH_POS_RUNS ?? 5);
const MENU_SIZE = 200;
const CPU_SLOWDOWN = 4;
/** The issue's "Fast 4G": 9 Mbit/s down, 1.5 Mbit/s up, 60 ms. */
const FAST_4G = {
  offline: false,
  latency: 60,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (1.5 * 1024 * 1024) / 8,
};
const TARGETS = { warmMs: 500, coldMs: 1_200, usableMs: 200 };

/**
 * The marks the POS itself puts in the performance timeline (features/pos/first-dish-mark.ts): its
 * first dishes on screen, the start picture's or the live grid's, and the live grid's.
 */
const FIRST_DISH_MARK = 'mise:pos-first-dish';
const LIVE_MARK = 'mise:pos-live';
/** Put by the start picture's script when it draws the picture. */
const PICTURE_MARK = 'mise:pos-start-picture';
/**
 * The Element Timing names of a dish's first paint in the cart, the live cart's and the start
 * picture's (features/pos/start-picture/settings.ts: CART_PAINT, PICTURE_CART_PAINT).
 */
const CART_PAINT = 'mise-pos-cart';
const PICTURE_CART_PAINT = 'mise-pos-picture-cart';

/** The devices a till runs on: issue 27's tablet, and issue 29's phone (a server's handheld). */
const PROFILES = {
  tablet: { label: 'tablet, 1280×800', context: { viewport: { width: 1280, height: 800 } } },
  phone: {
    label: 'phone, 390×844 touch',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
} as const;
type Profile = keyof typeof PROFILES;

interface Load {
  firstDish: number;
  /** When the live grid (not the start picture) had drawn its first dishes. */
  live: number;
  /** The start picture came first. */
  pictured: boolean;
  usable: number;
  /** From the first dish until the live cart (not the picture's) showed the dish. */
  inLiveCart: number;
  /**
   * The same two, until the task after the frame that draws the dish (how this bench timed them
   * before it read their paint): later than the paint by whatever task waited behind that frame.
   */
  usableByTask: number;
  inLiveCartByTask: number;
  /**
   * From the first dish until the tap reached the page (its first input's time): the part of
   * "usable" spent before the tap, while the bench learns that the dish is on screen.
   */
  tapAfter: number;
  scriptMs: number;
  styleLayoutMs: number;
  otherTaskMs: number;
  waitMs: number;
  requests: number;
}

/**
 * Polls the page's own main world through CDP until `expression` is neither null nor undefined.
 * Playwright's waits would first load its injected script into the page, on the main thread the
 * till's start shares (about 50 ms at 4× slowdown).
 */
async function pollPage<T>(cdp: CDPSession, expression: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (result.value !== null && result.value !== undefined) return result.value as T;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${expression}`);
}

/** Saves a screenshot of `page` and fails with `what`, naming the screenshot. */
async function failWithScreenshot(page: Page, what: string, cause: unknown): Promise<never> {
  const shot = path.join(os.tmpdir(), `pos-start-bench-${Date.now()}.png`);
  await page.screenshot({ path: shot }).catch(() => undefined);
  throw new Error(`${what} (screenshot ${shot})`, { cause });
}

/** The live cart holds the dish: a tablet's list, or a phone's cart bar. */
const IN_LIVE_CART = `document.querySelector('ol[aria-label="Cart"] > li') !== null || document.querySelector('[data-testid="cart-bar-count"]')?.textContent?.trim() === '1'`;
/** Or the start picture's cart shows it (start-picture/show-start-picture.ts draws it with the live cart's markup). */
const IN_PICTURE_CART = `document.querySelector('#pos-start-picture [data-picture-slot$="line"]') !== null || document.querySelector('#pos-start-picture [data-picture-slot="count"]')?.textContent?.trim() === '1'`;
const IN_CART = `(${IN_LIVE_CART}) || (${IN_PICTURE_CART})`;
/**
 * The paint of the first element named one of `names` (Element Timing), on the page's clock; else
 * null. The browser reports it after the frame, with that frame's time, as the first dish's.
 */
const paintedAs = (names: string[]) =>
  `new Promise((found) => {
    let first = null;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (${JSON.stringify(names)}.includes(entry.identifier))
          first = Math.min(first ?? Infinity, entry.renderTime || entry.startTime);
    });
    observer.observe({ type: 'element', buffered: true });
    setTimeout(() => { observer.disconnect(); found(first); }, 100);
  })`;
/** Resolves once the frame that draws what `condition` finds is done, on the page's clock; else null. */
const drawnWhen = (condition: string) =>
  `(${condition}) ? new Promise((drawn) => requestAnimationFrame(() => setTimeout(() => drawn(performance.now())))) : null`;
const FIRST_ADD = 'button[aria-label^="Add Dish number"]';

/** Where a till's first dish is on screen: the live grid's and its start picture's, the same. */
type Point = { x: number; y: number };

async function openPos(
  context: BrowserContext,
  url: string,
  cacheDisabled: boolean,
  firstDishAt: Point | null,
): Promise<Load & { firstDishAt: Point }> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled });
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // The tap goes as soon as the first dishes are painted. The page notes them through a paint
    // observer, which the browser calls only once the main thread is free; the browser keeps the
    // first contentful paint in the timeline before that (nothing with content paints before the
    // dishes: the picture, or the live grid). Were it ever to come before them, the tap would
    // miss its dish and the bench fail.
    await pollPage<number>(
      cdp,
      `performance.getEntriesByName(${JSON.stringify(FIRST_DISH_MARK)})[0]?.startTime ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`,
    ).catch((error) => failWithScreenshot(page, `no dish on screen at ${page.url()}`, error));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    // Usable: as soon as the first dish shows, a tap where it is (on the start picture if that is
    // what shows: it shows the dish in its cart and keeps the tap for the live grid), until the frame
    // that shows the dish in the cart (the cart's list, or a phone's cart bar) is painted, read on
    // the page's own clock. The uncounted first load finds where the first dish is: it taps the
    // live grid's once the page has noted it.
    const tap = async () => {
      if (firstDishAt) {
        for (const type of ['mousePressed', 'mouseReleased'] as const)
          await cdp.send('Input.dispatchMouseEvent', { type, ...firstDishAt, button: 'left', clickCount: 1 });
      } else {
        await page.locator(FIRST_ADD).first().click();
      }
    };
    if (firstDishAt) await tap();
    const firstDish = await pollPage<number>(
      cdp,
      `performance.getEntriesByName(${JSON.stringify(FIRST_DISH_MARK)})[0]?.startTime ?? null`,
    ).catch((error) => failWithScreenshot(page, `no dish on screen at ${page.url()}`, error));
    if (!firstDishAt) await tap();
    // In the cart at the paint of the frame that shows it, as the first dish is counted at its paint
    // (and, as this bench counted it before, once the task after that frame ran).
    const usableByTask =
      (await pollPage<number>(cdp, drawnWhen(IN_CART)).catch((error) =>
        failWithScreenshot(page, 'the tapped dish never reached the cart', error),
      )) - firstDish;
    const inLiveCartByTask =
      (await pollPage<number>(cdp, drawnWhen(IN_LIVE_CART)).catch((error) =>
        failWithScreenshot(page, 'the tapped dish never reached the live cart', error),
      )) - firstDish;
    const usable = (await pollPage<number>(cdp, paintedAs([CART_PAINT, PICTURE_CART_PAINT]))) - firstDish;
    const inLiveCart = (await pollPage<number>(cdp, paintedAs([CART_PAINT]))) - firstDish;
    const tapAfter =
      (await pollPage<number>(cdp, `performance.getEntriesByType('first-input')[0]?.startTime ?? null`)) -
      firstDish;
    if (tapAfter < 0)
      throw new Error(`tapped ${Math.round(-tapAfter)} ms before the first dish was on screen`);
    // The live grid notes its first dish once the browser reports that frame painted, which may
    // come after the cart's frame; its first dish was inside the viewport.
    const live = await pollPage<number>(
      cdp,
      `performance.getEntriesByName(${JSON.stringify(LIVE_MARK)})[0]?.startTime ?? null`,
    );
    const { inView, center } = await page.evaluate((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return {
        inView: !!box && box.top >= 0 && box.bottom <= window.innerHeight,
        center: box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 },
      };
    }, FIRST_ADD);
    if (!inView) throw new Error('the first dish is not on screen when the page says it is');
    const pictured = await page.evaluate(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PICTURE_MARK,
    );
    const requests = await page.evaluate(
      (until) => performance.getEntriesByType('resource').filter((e) => e.startTime <= until).length + 1,
      firstDish,
    );
    const scriptMs = metric('ScriptDuration');
    const styleLayoutMs = metric('LayoutDuration') + metric('RecalcStyleDuration');
    const taskMs = metric('TaskDuration');
    return {
      firstDish,
      live,
      pictured,
      usable,
      inLiveCart,
      usableByTask,
      inLiveCartByTask,
      tapAfter,
      scriptMs,
      styleLayoutMs,
      otherTaskMs: Math.max(0, taskMs - scriptMs - styleLayoutMs),
      waitMs: Math.max(0, firstDish - taskMs),
      requests,
      firstDishAt: center,
    };
  } finally {
    await page.close();
  }
}

/**
 * A till's first visit: fills the cache and the service worker, and leaves the POS screen as staff
 * leave a till between orders, long enough for it to keep its start picture.
 */
async function primeTill(context: BrowserContext, url: string) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => localStorage.getItem('mise.pos-start-picture') !== null, null, {
      timeout: 60_000,
    });
    // And the server keeps it too (the till sends it once it is taken), for the cold starts after.
    const serverKeepsIt = `(async () => {
      const screen = (matchMedia('(max-width: 480px)').matches ? 'phone' : 'screen') + ':' + innerWidth + 'x' + innerHeight;
      return (await fetch('/api/v1/pos/start-picture?screen=' + screen)).status === 200;
    })()`;
    for (let tries = 0; !(await page.evaluate(serverKeepsIt)); tries += 1) {
      if (tries > 240) throw new Error('the server never kept the till’s start picture');
      await page.waitForTimeout(250);
    }
    // And its service worker has cached the app and is in charge: a warm start is the app from the
    // worker, and loads made while it still fetched the build's files shared the machine with it.
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
      null,
      { timeout: 60_000 },
    );
  } finally {
    await page.close();
  }
}

/**
 * A browser context signed in through the login page, as staff sign a till in. For a cold start
 * its cache, service worker and stored responses are then emptied, the session kept.
 */
async function signedInContext(
  browser: Browser,
  baseURL: string,
  login: Login,
  empty: boolean,
  profile: Profile,
) {
  const context = await browser.newContext({ baseURL, ...PROFILES[profile].context });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(login.username);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
  if (empty) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      localStorage.removeItem('mise.pos-init'); // the till's copy of its menu (STORAGE_KEYS.posInitCopy)
      localStorage.removeItem('mise.pos-start-picture'); // and the picture of its screen (posStartPicture)
    });
  }
  await page.close();
  return context;
}

interface Login {
  username: string;
  password: string;
}

/** A build under measure: its running server and the restaurant seeded on it. */
interface Side {
  name: string;
  baseURL: string;
  login: Login;
  /**
   * Deletes the start pictures its server keeps: a load before that can have lived long enough to
   * send its own, and a start with nothing kept would draw it.
   */
  forgetPictures: () => Promise<void>;
}

type Loads = { cold: Load[]; coldKept: Load[]; warm: Load[] };

const logLoad = (side: Side, sides: Side[], what: string, run: number, load: Load) =>
  console.log(
    `${sides.length > 1 ? `[${side.name}] ` : ''}${what} ${run}: first dish ${Math.round(load.firstDish)} ms${load.pictured ? ' (picture)' : ''}, live ${Math.round(load.live)} ms, tap after ${Math.round(load.tapAfter)} ms, usable ${Math.round(load.usable)} ms (by task ${Math.round(load.usableByTask)}), in live cart ${Math.round(load.inLiveCart)} ms (by task ${Math.round(load.inLiveCartByTask)})`,
  );

/**
 * Every load of `profile` on each build in `sides`. With two builds their loads take turns (each run
 * starts with the other one), so that what the machine does meanwhile weighs on both alike: run to
 * run, the same build's medians here have differed by 300 ms.
 */
async function measure(sides: Side[], profile: Profile): Promise<Loads[]> {
  const browser = await launchChromium();
  const inTurn = (run: number) => sides.map((_, i) => (i + run) % sides.length);
  try {
    const loads: Loads[] = sides.map(() => ({ cold: [], coldKept: [], warm: [] }));
    // Where the first dish is, from the uncounted first load (the tap of every counted one goes there).
    const firstDishAt: (Point | null)[] = sides.map(() => null);
    // One uncounted cold load warms each server (JIT, query plans, the start-up answer in memory).
    for (let run = 0; run <= RUNS; run += 1) {
      for (const i of inTurn(run)) {
        const side = sides[i];
        const context = await signedInContext(browser, side.baseURL, side.login, true, profile);
        try {
          await side.forgetPictures();
          const load = await openPos(context, `${side.baseURL}/dashboard/pos`, true, firstDishAt[i]);
          firstDishAt[i] ??= load.firstDishAt;
          if (load.pictured) throw new Error('a start with nothing kept drew a start picture');
          if (run > 0) {
            loads[i].cold.push(load);
            logLoad(side, sides, `${profile} cold`, run, load);
          }
        } finally {
          await context.close();
        }
      }
    }
    const contexts = await Promise.all(
      sides.map((side) => signedInContext(browser, side.baseURL, side.login, false, profile)),
    );
    try {
      for (const [i, side] of sides.entries()) await primeTill(contexts[i], `${side.baseURL}/dashboard/pos`);
      for (let run = 1; run <= RUNS; run += 1) {
        for (const i of inTurn(run)) {
          const side = sides[i];
          const load = await openPos(contexts[i], `${side.baseURL}/dashboard/pos`, false, firstDishAt[i]);
          loads[i].warm.push(load);
          logLoad(side, sides, `${profile} warm`, run, load);
        }
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
    // Cold again, now that the server keeps the picture of this user's screen of this size (taken
    // as the warm till started): a device with nothing of its own, as after a sign-in.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const i of inTurn(run)) {
        const side = sides[i];
        const emptied = await signedInContext(browser, side.baseURL, side.login, true, profile);
        try {
          const load = await openPos(emptied, `${side.baseURL}/dashboard/pos`, true, firstDishAt[i]);
          loads[i].coldKept.push(load);
          logLoad(side, sides, `${profile} cold, picture kept`, run, load);
        } finally {
          await emptied.close();
        }
      }
    }
    return loads;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function row(label: string, loads: Load[]) {
  const ms = (pick: (l: Load) => number) => String(Math.round(median(loads.map(pick))));
  const firstDish = loads.map((l) => l.firstDish);
  const pictured = loads.filter((l) => l.pictured).length;
  return `| ${label} | ${loads.length} | ${ms((l) => l.firstDish)} | ${Math.round(Math.min(...firstDish))} | ${Math.round(Math.max(...firstDish))} | ${pictured} | ${ms((l) => l.live)} | ${ms((l) => l.usable)} | ${ms((l) => l.tapAfter)} | ${ms((l) => l.usable - l.tapAfter)} | ${ms((l) => l.inLiveCart)} | ${ms((l) => l.scriptMs)} | ${ms((l) => l.styleLayoutMs)} | ${ms((l) => l.otherTaskMs)} | ${ms((l) => l.waitMs)} | ${ms((l) => l.requests)} |`;
}

type Result = Record<Profile, Loads>;

function section(result: Result, loadBefore: string, loadAfter: string, host: HostSpeed) {
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  const verdict = (profile: Profile) => {
    const { warm, cold, coldKept } = result[profile];
    // Usable is held to its target after a warm start and after a cold one, each on its own.
    const usable = (loads: Load[]) => met(median(loads.map((l) => l.usable)) <= TARGETS.usableMs);
    const coldMet = (loads: Load[]) => met(median(loads.map((l) => l.firstDish)) <= TARGETS.coldMs);
    return `${PROFILES[profile].label}: warm ≤ ${TARGETS.warmMs} ms (${met(median(warm.map((l) => l.firstDish)) <= TARGETS.warmMs)}), cold ≤ ${TARGETS.coldMs} ms (nothing kept: ${coldMet(cold)}; picture kept: ${coldMet(coldKept)}), usable ≤ ${TARGETS.usableMs} ms after (warm: ${usable(warm)}; cold, nothing kept: ${usable(cold)}; cold, picture kept: ${usable(coldKept)})`;
  };
  return `## A till's start on a tablet and a phone (${MENU_SIZE} dishes, CPU ${CPU_SLOWDOWN}× slower, Fast 4G)

Produced by bench/pos-start.bench.ts on ${new Date().toISOString()}; load average ${loadBefore} before
and ${loadAfter} after (the machine has ${os.cpus().length} cores; the browser, the server and PostgreSQL
share them). The machine's speed, in the same browser (bench/host-speed.ts): script, Lighthouse's
BenchmarkIndex, ${host.fullSpeed} at full speed and ${host.slowedDown} with the CPU slowed ${CPU_SLOWDOWN}× (Chrome DevTools' CPU calibration takes
1000 for a mid-tier phone, a Pixel 5); fresh memory, ${host.freshPageMicroseconds} µs to first touch a 4 KB page, which a
start in a new renderer pays for every 4 KB it takes. The slowdown is relative to the machine: on a
slower one the same build reads slower. The real built server on PostgreSQL, one restaurant with ${MENU_SIZE} dishes in 8 categories,
its owner signed in. Headless Chromium (without the omnibox pages it loads beside every tab, see
bench/bench-browser.ts) with the CPU slowed ${CPU_SLOWDOWN}× and "Fast 4G" (60 ms, 9 Mbit/s down,
1.5 Mbit/s up), as a tablet (1280×800) and as a phone (390×844, mobile, touch, 3× pixels; issue 29).
First dish = navigation start until the POS notes its first dishes on screen (the performance mark
\`${FIRST_DISH_MARK}\`, at the paint of the frame that shows them: the live grid's first dish by its Element Timing, the picture by the first contentful paint): the till's start picture (the screen as it
last started on this device, drawn by index.html's inline script before the app's code runs, see
features/pos/start-picture/) or the live grid, whichever came first; "by picture" counts the loads
where the picture did. Live = until the live grid notes its first rows (\`${LIVE_MARK}\`; the bench checks
that a dish's Add button is then inside the viewport). Usable after = from the first dish until the paint of the frame that shows the dish in the
cart (its Element Timing, \`${CART_PAINT}\` or \`${PICTURE_CART_PAINT}\`, read as the first dish's paint is), after a tap where the first dish is, sent as soon as the bench learns it is painted (see tap after; on the picture, if that
is what shows: the picture's cart shows the dish at once, drawn with the live cart's markup, and the dish
goes into the live cart as the live grid takes over); in live cart = the same, until the live cart shows it.
Tap after = from the first dish until the tap reached the page (its first input): the bench taps as
soon as the page's timeline holds its first contentful paint (the picture's or the live grid's), which
the browser puts there only once the page's main thread is free for it; tap to cart = usable after less
tap after, the page's own answer to the tap. (Until 2026-11-27 this bench counted usable until the task
after the cart's frame had run, later than its paint by whatever task the page had queued behind that
frame; the console log still prints that figure, "by task".) Cold: a till signed in whose
cache, service worker and stored responses were then emptied (its copy of the menu and its picture
too), "nothing kept" with no picture on the server either (the bench deletes them before each such
load), as before the user's first till start at that screen size, "picture kept" after it,
the server then keeping that start's picture (GET /pos/start-picture), as for a till just signed in
or a new device of the same user and size; warm: the
same till opened again once its service worker had cached the app (the app from the worker, the menu drawn from the till's last copy and
checked with its ETag). Main-thread time until the first dish split into script, style and layout,
other work, and the rest (waiting on the network, or idle).

| start (ms, p50) | loads | first dish | best | max | by picture | live | usable after | tap after | tap to cart | in live cart | script | style + layout | other | waiting | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${(Object.keys(PROFILES) as Profile[]).flatMap((profile) => [row(`${profile}, warm`, result[profile].warm), row(`${profile}, cold, nothing kept`, result[profile].cold), row(`${profile}, cold, picture kept`, result[profile].coldKept)]).join('\n')}

Targets (issue 27 §1, the phone held to the tablet's): ${verdict('tablet')}; ${verdict('phone')}.`;
}

async function measureHost() {
  const browser = await launchChromium();
  try {
    const host = await measureHostSpeed(browser, CPU_SLOWDOWN);
    console.log(
      `host speed: BenchmarkIndex ${host.fullSpeed} at full speed, ${host.slowedDown} slowed ${CPU_SLOWDOWN}×; ${host.freshPageMicroseconds} µs per fresh 4 KB page`,
    );
    return host;
  } finally {
    await browser.close();
  }
}

/**
 * BENCH_POS_AGAINST: a checkout of the build to compare this one with (built, with node_modules of
 * its own or a link to these), e.g. `git worktree add ../before HEAD~1`, then `npm run build` there.
 */
const AGAINST = process.env.BENCH_POS_AGAINST ? path.resolve(process.env.BENCH_POS_AGAINST) : null;
/** The devices measured: all of them for BENCHMARKS.md, which shows each; a comparison may take fewer. */
const MEASURED = ((): Profile[] => {
  const all = Object.keys(PROFILES) as Profile[];
  const asked = process.env.BENCH_POS_PROFILES?.split(',').map((name) => name.trim());
  if (!AGAINST || !asked) return all;
  const unknown = asked.filter((name) => !all.includes(name as Profile));
  if (unknown.length > 0) throw new Error(`BENCH_POS_PROFILES: no device named ${unknown.join(', ')}`);
  return asked as Profile[];
})();

async function startSide(name: string, root?: string) {
  if (root)
    for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html'])
      if (!existsSync(path.join(root, file))) throw new Error(`BENCH_POS_AGAINST: ${root} has no ${file}`);
  const database = await createDatabase(BENCH_POSTGRES_URL);
  let server: RunningServer | null = null;
  try {
    server = await startServer({ databaseUrl: database.url, root });
    const login = await seedBenchRestaurant(server.baseURL, 'Tablet Bistro', MENU_SIZE);
    const running = server;
    const forgetPictures = () => runStatement(database.url, 'DELETE FROM pos_start_pictures');
    return {
      side: { name, baseURL: server.baseURL, login, forgetPictures } satisfies Side,
      async stop() {
        await running.stop();
        await database.drop().catch(() => undefined);
      },
    };
  } catch (error) {
    await server?.stop();
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/** Two builds' figures side by side, and the difference of their medians (this build less the other). */
function comparison(sides: Side[], results: Result[]) {
  const scenarios = [
    ['warm', 'warm'],
    ['cold, nothing kept', 'cold'],
    ['cold, picture kept', 'coldKept'],
  ] as const;
  const lines: string[] = [];
  for (const profile of MEASURED)
    for (const [label, key] of scenarios) {
      for (const [i, side] of sides.entries())
        lines.push(row(`${side.name}: ${profile}, ${label}`, results[i][profile][key]));
      const [ours, theirs] = results.map((result) => result[profile][key]);
      const delta = (pick: (l: Load) => number) =>
        Math.round(median(ours.map(pick)) - median(theirs.map(pick)));
      lines.push(
        `| difference: ${profile}, ${label} | | ${delta((l) => l.firstDish)} | | | | ${delta((l) => l.live)} | ${delta((l) => l.usable)} | | | | | | | | |`,
      );
    }
  return `| start (ms, p50) | loads | first dish | best | max | by picture | live | usable after | tap after | tap to cart | in live cart | script | style + layout | other | waiting | requests |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}`;
}

async function main() {
  ensureBuilt();
  const started: Awaited<ReturnType<typeof startSide>>[] = [];
  try {
    started.push(await startSide('this build'));
    if (AGAINST) started.push(await startSide(path.basename(AGAINST), AGAINST));
    const sides = started.map((s) => s.side);
    const loadBefore = loadAverage();
    const host = await measureHost();
    const results: Result[] = sides.map(() => ({}) as Result);
    for (const profile of MEASURED) {
      const loads = await measure(sides, profile);
      for (const [i, result] of results.entries()) result[profile] = loads[i];
    }
    if (AGAINST) {
      // A comparison is for the one who asked: BENCHMARKS.md keeps this build's own figures.
      console.log(
        `This build against ${AGAINST}, loads in turn (load average ${loadBefore} before, ${loadAverage()} after):\n`,
      );
      console.log(comparison(sides, results));
      return;
    }
    const text = section(results[0], loadBefore, loadAverage(), host);
    console.log(text);
    writeBenchmarkSection('pos-start-bench', text);
    console.log('Written to BENCHMARKS.md');
  } finally {
    for (const side of started) await side.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
