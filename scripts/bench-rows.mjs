// What a page of rows costs, read in the page for every paged list (production build, in-page fake, 1366×768): on a
// cold load with a saved session, navigation → the list's call leaves; and on "next page", the click → the list's
// call leaves, its answer → the next page's first row painted, and the longest task between the click and that row.
//
//   node scripts/bench-rows.mjs [--runs 5] [--no-build] [--only /customerCare,/branches]
//
// The list's call is the page's first GET of the list's endpoint after the navigation or the click (resource
// timings); a row is painted at the animation frame after it is in the document.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build, startPreview, CHROMIUM, CHROMIUM_ARGS } from './preview-server.mjs';
import { median } from './bench-lists.mjs';

const VIEWPORT = { width: 1366, height: 768 };
const QUIET_BEFORE_NAVIGATION_MS = 1500;
const SETTLE_MS = 1000;

/** Each paged list and the API path its list call asks. */
export const LISTS = [
  ['/customerCare', '/api/v1/customer-care'],
  ['/branches', '/api/v1/Branches'],
  ['/menus', '/api/v1/menu'],
  ['/promoCodes', '/api/v1/promo-codes'],
  ['/offers', '/api/v1/offers'],
  ['/vouchers', '/api/v1/vouchers'],
  ['/catering', '/api/v1/catering'],
  ['/feedbacks', '/api/v1/orders/reviews'],
  ['/users', '/api/v1/system-user'],
  ['/subscriptions', '/api/v1/subscriptions'],
];

// Long tasks and the first painted row, from the navigation start (performance.now() in the page).
const INIT = `(() => {
  if (window.top !== window) return;
  const b = (window.__rows = { tasks: [], painted: null, watch: null });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) b.tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  const firstRow = () => document.querySelector('main tbody tr')?.textContent ?? '';
  const frame = () => {
    const text = firstRow();
    if (b.painted === null && text.trim() !== '') b.painted = performance.now();
    if (b.watch && b.watch.shown === null && text !== b.watch.before && text.trim() !== '') b.watch.shown = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const callAfter = (page, path, after) =>
  page.evaluate(
    ([path, after]) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith(path) && e.startTime >= after)
        .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }))
        .sort((a, b) => a.start - b.start)[0] ?? null,
    [path, after],
  );

async function signIn(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill('admin@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('main tbody tr td').first().waitFor();
  await page.waitForTimeout(2500);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function listRun(browser, origin, storageState, [path, api]) {
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
    viewport: VIEWPORT,
    storageState,
  });
  await context.addInitScript(INIT);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await page.waitForTimeout(QUIET_BEFORE_NAVIGATION_MS);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__rows?.painted !== null);
    const cold = await callAfter(page, api, 0);
    const coldPainted = await page.evaluate(() => window.__rows.painted);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const next = page.getByRole('button', { name: /next page/i }).first();
    if ((await next.count()) === 0 || (await next.isDisabled())) return { path, cold, coldPainted, next: null };
    await next.evaluate((button) => {
      const b = window.__rows;
      button.addEventListener(
        'click',
        () =>
          (b.watch = {
            click: performance.now(),
            shown: null,
            before: document.querySelector('main tbody tr')?.textContent ?? '',
          }),
        { once: true, capture: true },
      );
    });
    await next.click();
    await page.waitForFunction(() => window.__rows.watch?.shown != null);
    const watch = await page.evaluate(() => window.__rows.watch);
    const call = await callAfter(page, api, watch.click);
    const tasks = await page.evaluate(
      ([from, to]) => window.__rows.tasks.filter(([s, d]) => s + d > from && s < to).map(([, d]) => d),
      [watch.click, watch.shown],
    );
    return {
      path,
      cold,
      coldPainted,
      next: {
        clickToRows: watch.shown - watch.click,
        callLeaves: call ? call.start - watch.click : null,
        answerToRows: call ? watch.shown - call.end : null,
        longestTask: Math.max(0, ...tasks),
      },
    };
  } finally {
    await context.close();
  }
}

const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)}`);

export async function rowsBench({ runs = 5, buildApp = true, only } = {}) {
  if (buildApp) build();
  const app = await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const lists = only ? LISTS.filter(([path]) => only.includes(path)) : LISTS;
  const results = Object.fromEntries(lists.map(([path]) => [path, []]));
  try {
    const session = await signIn(browser, app.origin);
    for (let i = 0; i < runs; i++)
      for (const list of lists) {
        const r = await listRun(browser, app.origin, session, list);
        results[list[0]].push(r);
        console.error(
          `[bench-rows] ${i + 1}/${runs} ${list[0]}: cold call ${ms(r.cold?.start)} ms, rows ${ms(r.coldPainted)} ms; next: call +${ms(r.next?.callLeaves)}, answer→rows ${ms(r.next?.answerToRows)}, click→rows ${ms(r.next?.clickToRows)}, task ${ms(r.next?.longestTask)}`,
        );
      }
  } finally {
    await browser.close();
    app.stop();
  }
  return results;
}

export function renderRows(results) {
  const lines = [
    '| list | cold: call leaves | cold: rows | next: call leaves after the click | next: answer → rows | next: click → rows | next: longest task |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const m = (runs, pick) => {
    const values = runs.map(pick).filter((v) => typeof v === 'number');
    return values.length ? `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})` : '–';
  };
  for (const [path, runs] of Object.entries(results))
    lines.push(
      `| ${path} | ${m(runs, (r) => r.cold?.start)} | ${m(runs, (r) => r.coldPainted)} | ${m(runs, (r) => r.next?.callLeaves)} | ${m(runs, (r) => r.next?.answerToRows)} | ${m(runs, (r) => r.next?.clickToRows)} | ${m(runs, (r) => r.next?.longestTask)} |`,
    );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--runs');
  const onlyAt = argv.indexOf('--only');
  const load = loadavg()[0];
  const results = await rowsBench({
    runs: at >= 0 ? Number(argv[at + 1]) : 5,
    buildApp: !argv.includes('--no-build'),
    only: onlyAt >= 0 ? argv[onlyAt + 1].split(',') : undefined,
  });
  console.log(renderRows(results));
  console.log(
    `\nMedians (min–max) in ms. 1-minute load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
  );
}
