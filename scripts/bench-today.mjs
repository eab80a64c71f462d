// The Today screen on a Thursday at 19:00 (the dinner rush, by the page's clock), production build, in-browser fake:
// the side menu's Today clicked from /branches → the first figures (goal 1 s, scale 1); loaded cold, the first figures
// (no later than the tickets list's rows, loaded the same way) and the orders card complete at scale 10, through the
// chain-wide `GET orders` and the per-branch calls (goal 10 s each); the longest task once figures show (goal 100 ms).
// `node scripts/bench-today.mjs [--runs 3] [--build] [--http]`; `--http`: the build without the fake against
// `npm run api` at each scale, so every long task is the app's.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { build, startPreview, CHROMIUM, CHROMIUM_ARGS } from './preview-server.mjs';
import { median, withoutQueryCache } from './bench-lists.mjs';
import { atDemoScale } from './bench-scale.mjs';
import { session } from './bench-save.mjs';
import { withApiBuild } from './bench-http.mjs';

export const FIRST_FIGURES_GOAL_MS = 1000;
export const ORDERS_COMPLETE_GOAL_MS = 10_000;
export const LONG_TASK_GOAL_MS = 100;
/** Thursday 26 November 2026, 19:00 in Riyadh: a busy evening, so each branch's board is full. */
const EVENING = '2026-11-26T19:00:00+03:00';
const QUIET_BEFORE_NAVIGATION_MS = 1500;
/** resources/today/readChainOrders.ts: where the tab remembers that the backend has no chain-wide call. */
const NO_CHAIN_CALL_KEY = 'today.noChainOrdersCall';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};

// In the page before its scripts: on every animation frame, the first card with a figure's link, and the orders
// card complete (its chain line, no reading left); every long task from the start.
const WATCH = `(() => {
  if (window.top !== window) return;
  const b = (window.__today = { first: null, complete: null, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
  const frame = () => {
    if (b.first === null && document.querySelector('main section a[href], tbody tr td')) b.first = performance.now();
    if (b.first !== null && location.pathname !== '/today') b.complete = b.first;
    const orders = document.querySelector('section[aria-labelledby="today-orders"]');
    if (orders && orders.querySelector('h3') && !orders.querySelector('[role="status"]')) b.complete = performance.now();
    if (b.complete === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function run(browser, origin, storageState, { perBranch, path = '/today' }) {
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
    storageState,
  });
  await context.clock.setSystemTime(new Date(EVENING));
  if (perBranch) await context.addInitScript(`sessionStorage.setItem('${NO_CHAIN_CALL_KEY}', '1')`);
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const calls = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/v1\/(orders|Branches\/[^/]+\/orders)$/.test(path)) calls.push(path);
  });
  try {
    await page.waitForTimeout(QUIET_BEFORE_NAVIGATION_MS);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__today?.complete !== null, null, { timeout: 60_000 });
    const r = await page.evaluate(() => window.__today);
    const chainLine =
      path === '/today' ? await page.locator('section[aria-labelledby="today-orders"] h3').textContent() : '';
    const filling = r.longTasks.filter((t) => t.start <= r.complete);
    return {
      firstMs: r.first,
      completeMs: r.complete,
      longestTaskMs: Math.max(0, ...filling.map((t) => t.ms)),
      // From the first figures on: the screen filling, the app's start behind it.
      fillingTaskMs: Math.max(0, ...filling.filter((t) => t.start >= r.first).map((t) => t.ms)),
      longTasks: filling,
      chainLine,
      chainCalls: calls.filter((p) => p.endsWith('/api/v1/orders')).length,
      branchCalls: calls.filter((p) => p.includes('/Branches/')).length,
    };
  } finally {
    await context.close();
  }
}

/** Signed in on /branches, its rows read: the side menu's Today → the first card's figures, in the running app. */
async function inAppRun(browser, origin, storageState) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', storageState });
  await context.clock.setSystemTime(new Date(EVENING));
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  try {
    await page.goto('/branches');
    await page.locator('main tbody tr td').first().waitFor();
    await page.waitForTimeout(QUIET_BEFORE_NAVIGATION_MS);
    await page.evaluate(() => {
      const state = (window.__nav = { click: null, first: null });
      const figures = () => document.querySelector('main section[aria-labelledby^="today-"] a[href]');
      document.addEventListener(
        'click',
        () => {
          state.click = performance.now();
          const frame = () => (figures() ? (state.first = performance.now()) : requestAnimationFrame(frame));
          requestAnimationFrame(frame);
        },
        { once: true, capture: true },
      );
    });
    await page.getByRole('menuitem', { name: 'Today' }).click();
    await page.waitForFunction(() => window.__nav.first !== null);
    return page.evaluate(() => window.__nav.first - window.__nav.click);
  } finally {
    await context.close();
  }
}

/** The first figures once the app is running: the side menu's entry clicked from another screen, at scale 1. */
async function measureInApp(browser, origin, runs, stateAt) {
  const storageState = await stateAt(1);
  await inAppRun(browser, origin, storageState);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await inAppRun(browser, origin, storageState));
  const ms = Math.round(median(results));
  console.log(
    `scale 1, from /branches, the menu's Today clicked: first figures ${ms} ms (${results.map(Math.round).join(', ')})`,
  );
  return ms > FIRST_FIGURES_GOAL_MS ? [`in the running app: first figures over ${FIRST_FIGURES_GOAL_MS} ms`] : [];
}

const CASES = [
  // The yardstick, in the same conditions: the tickets list cold (docs/performance.md, "The benchmark").
  { name: 'scale 1, /customerCare (for comparison)', scale: 1, perBranch: false, path: '/customerCare' },
  { name: 'scale 1, chain-wide call', scale: 1, perBranch: false },
  { name: 'scale 10, chain-wide call', scale: 10, perBranch: false },
  { name: 'scale 10, per-branch calls', scale: 10, perBranch: true },
];

/** Every case, each signed in by `stateAt(scale)`; the goals missed, in words. */
async function measureCases(browser, origin, runs, stateAt) {
  const failures = [];
  let yardstickMs = Infinity;
  for (const c of CASES) {
    const storageState = await stateAt(c.scale);
    const results = [];
    // One warm-up load at the scale (the fake's seed, the chunks in the cache), not counted.
    await run(browser, origin, storageState, c);
    for (let i = 0; i < runs; i++) results.push(await run(browser, origin, storageState, c));
    const m = (key) => Math.round(median(results.map((r) => r[key])));
    const each = (key) => results.map((r) => Math.round(r[key])).join(', ');
    const last = results.at(-1);
    console.log(
      `${c.name}: first figures ${m('firstMs')} ms (${each('firstMs')}); orders complete ${m('completeMs')} ms (${each('completeMs')}); longest task ${m('longestTaskMs')} ms (${each('longestTaskMs')}), after the first figures ${m('fillingTaskMs')} ms (${each('fillingTaskMs')}); "${last.chainLine}", ${last.chainCalls} chain-wide and ${last.branchCalls} per-branch calls`,
    );
    if (c.path) {
      yardstickMs = m('firstMs');
      continue;
    }
    // Cold, the app's own start comes first: the goal there is the tickets list's, the 1 s is the in-app one's.
    if (c.scale === 1 && m('firstMs') > yardstickMs)
      failures.push(`${c.name}: first figures later than the tickets list's rows`);
    if (m('completeMs') > ORDERS_COMPLETE_GOAL_MS)
      failures.push(`${c.name}: orders complete over ${ORDERS_COMPLETE_GOAL_MS} ms`);
    if (m('fillingTaskMs') >= LONG_TASK_GOAL_MS)
      failures.push(
        `${c.name}: a long task of ${m('fillingTaskMs')} ms while filling (${last.longTasks.map((t) => `${t.start}+${t.ms}`).join(', ')})`,
      );
  }
  return failures;
}

export async function main() {
  const runs = Number(option('--runs', '3'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let failures;
  try {
    if (argv.includes('--http')) {
      // The build without the fake, `npm run api` at each scale behind it: the page's long tasks are the app's own.
      failures = await withApiBuild((origin, { restartApi }) =>
        measureCases(browser, origin, runs, async (scale) => {
          await restartApi(scale);
          return withoutQueryCache(await session(browser, origin));
        }),
      );
    } else {
      if (!existsSync('dist/index.html') || argv.includes('--build')) build();
      const server = await startPreview();
      try {
        const signedIn = withoutQueryCache(await session(browser, server.origin));
        const stateAt = async (scale) => atDemoScale(signedIn, scale);
        failures = [
          ...(await measureInApp(browser, server.origin, runs, stateAt)),
          ...(await measureCases(browser, server.origin, runs, stateAt)),
        ];
      } finally {
        server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  for (const failure of failures) console.log(`over a goal: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
