// This product beside react-admin's own e-commerce demo (scripts/peer-demo.mjs builds it), production builds with
// their in-browser fakes, in Debian's Chromium at 1366×768: a fresh browser context for every run, the runs
// interleaved. The demo is measured twice: with its fake answering at once, as this product's does (the fair peer),
// and as it ships, its fake waiting 300 ms before every answer. Each clock runs from the user's action (a navigation or a click) to the frame where
// the element is visible, polled on every animation frame inside the page.
//
//   node scripts/bench-peer.mjs [--runs 9] [--no-build]
//
// Per run and product: the sign-in form (signed out, a list's address → the sign-in page's first field visible
// and enabled) and the JS that page fetched (decoded bodies, until 1 s after the form); then, in a new context
// with a saved session: the cold list (navigation → its first rows visible), the next page (click → the next
// page's first row), opening a record from page 2 (click on a row → the record's heading, or the demo's first
// field, showing that record) and the JS heap after it (after a forced garbage collection).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build, startPreview, CHROMIUM, CHROMIUM_ARGS } from './preview-server.mjs';
import { freePort } from './ports.mjs';
import { ensureDemo } from './peer-demo.mjs';
import { median, withoutQueryCache } from './bench-lists.mjs';

const VIEWPORT = { width: 1366, height: 768 };
const STEP_TIMEOUT = 20_000;
// Let a new context's own start-up work finish before the clock starts (see bench.mjs).
const QUIET_BEFORE_NAVIGATION_MS = 1500;
const SETTLE_MS = 1000;
// A person reads page 2 for a moment before opening a row.
const READ_MS = 1500;
// The demo loads Google fonts; offline they fail at once anyway, and blocking them keeps both products local.
const BLOCKED = ['*fonts.googleapis.com*', '*fonts.gstatic.com*'];
const log = (...args) => console.error('[bench-peer]', ...args);

/**
 * What differs between the two products. `list` is the list opened cold, paged and a record opened from;
 * `recordShown` runs in the page (given the clicked row's cell texts) and says whether the record screen shows
 * that record: this product's ticket heading (its subject, an h2), the demo's first field (first name).
 */
const PRODUCTS = {
  app: {
    label: 'this product',
    signedOutPath: '/users',
    signInPath: /^\/login/,
    firstField: 'Email',
    list: '/customerCare',
    recordShown: `(texts) => {
      if (document.querySelector('main tbody tr td')) return false;
      return [...document.querySelectorAll('main h2')].some((h) => texts.includes((h.textContent || '').trim()) && h.getBoundingClientRect().height > 0);
    }`,
    credentials: { user: 'Email', name: 'admin@example.com', password: 'demo1234' },
    session: withoutQueryCache,
  },
  demo: {
    label: "react-admin's demo, its fake answering at once",
    signedOutPath: '/#/customers',
    signInPath: /^#\/login/,
    firstField: 'Username',
    list: '/#/customers',
    recordShown: `(texts) => {
      const input = document.querySelector('main input[name="first_name"]');
      if (!input || !input.value || input.getBoundingClientRect().height === 0) return false;
      return texts.some((t) => t.includes(input.value));
    }`,
    credentials: { user: 'Username', name: 'demo', password: 'demo' },
    session: (state) => state,
  },
};
PRODUCTS.demoShipped = { ...PRODUCTS.demo, label: "react-admin's demo as it ships (300 ms a call)" };

// Times are performance.now() in the page: ms since its navigation started.
const initScript = (firstField) => `(() => {
  if (window.top !== window) return;
  const b = (window.__peer = { field: null, rows: null });
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  const frame = () => {
    const now = performance.now();
    if (b.field === null) {
      for (const label of document.querySelectorAll('label')) {
        const control = label.control;
        if (new RegExp('^${firstField}\\\\b', 'i').test((label.textContent || '').trim()) && control && !control.disabled && visible(control)) { b.field = now; break; }
      }
    }
    if (b.rows === null) {
      for (const row of document.querySelectorAll('tbody tr')) {
        if (row.querySelector('td') && (row.textContent || '').trim() !== '' && visible(row)) { b.rows = now; break; }
      }
    }
    if (b.field === null || b.rows === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** A static server for the demo's dist (hash routing: every page is index.html). */
async function serveStatic(root) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

async function newPage(browser, origin, product, storageState) {
  const context = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
    viewport: VIEWPORT,
    storageState,
  });
  await context.addInitScript(initScript(product.firstField));
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: BLOCKED });
  return { context, page, cdp };
}

const dataRow = (page) =>
  page
    .locator('main tbody tr')
    .filter({ has: page.locator('td') })
    .first();

async function signIn(browser, origin, product) {
  const { context, page } = await newPage(browser, origin, product);
  try {
    await page.goto(product.signedOutPath);
    const { user, name, password } = product.credentials;
    // The demo's signed-out start can loop on react-admin's redirect to its sign-in page for seconds.
    await page.getByLabel(new RegExp(`^${user}`)).waitFor({ timeout: 60_000 });
    await page.getByLabel(new RegExp(`^${user}`)).fill(name);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await dataRow(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500); // this product writes its stored session once idle
    return product.session(await context.storageState());
  } finally {
    await context.close();
  }
}

/** Signed out, a list's address → the sign-in page's first field visible and enabled; the JS it fetched. */
async function signInFormRun(browser, origin, product) {
  const { context, page } = await newPage(browser, origin, product);
  const bodies = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    bodies.push(
      response.body().then(
        (body) => ({ name: url.pathname, bytes: body.length }),
        () => ({ name: url.pathname, bytes: 0 }),
      ),
    );
  });
  try {
    await page.waitForTimeout(QUIET_BEFORE_NAVIGATION_MS);
    await page.goto(product.signedOutPath, { waitUntil: 'commit' });
    // The demo's signed-out start can loop on react-admin's redirect to its sign-in page for seconds.
    await page.waitForFunction(() => window.__peer?.field !== null, null, { timeout: 60_000 });
    const url = new URL(page.url());
    const where = product.signedOutPath.includes('#') ? url.hash : url.pathname;
    if (!product.signInPath.test(where))
      throw new Error(`${product.label}: expected the sign-in page, got ${page.url()}`);
    const ms = await page.evaluate(() => window.__peer.field);
    await page.waitForTimeout(SETTLE_MS);
    const scripts = await Promise.all(bodies);
    return { ms, jsBytes: scripts.reduce((t, s) => t + s.bytes, 0), scripts };
  } finally {
    await context.close();
  }
}

/**
 * Arms a click listener on the locator's element (its row, if in one): the clock runs from the click to the frame
 * where `doneSource` (a function of `arg` and the first row's text before the click) is true. Passed as a string
 * expression, which the app's Content-Security-Policy lets through where `new Function` would be refused.
 */
async function armClick(page, locator, doneSource, arg) {
  await locator.evaluate((el) => {
    document.querySelector('[data-peer-target]')?.removeAttribute('data-peer-target');
    (el.closest('tr') || el).setAttribute('data-peer-target', '');
  });
  await page.evaluate(`(() => {
    const done = ${doneSource};
    const arg = ${JSON.stringify(arg)};
    const state = (window.__click = { click: null, shown: null });
    const before = document.querySelector('main tbody tr')?.textContent ?? '';
    document.querySelector('[data-peer-target]').addEventListener('click', () => {
      state.click = performance.now();
      const frame = () => {
        if (done(arg, before)) state.shown = performance.now();
        else if (performance.now() - state.click < 10000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { once: true, capture: true });
  })()`);
}

const NEXT_PAGE_SHOWN = `(_, before) => {
  const row = document.querySelector('main tbody tr');
  const text = row?.textContent ?? '';
  return text !== '' && text !== before && row.getBoundingClientRect().height > 0;
}`;

async function clickTimed(page, locator, doneSource, arg, clickTarget = locator) {
  await armClick(page, locator, doneSource, arg);
  await clickTarget.click();
  await page.waitForFunction(() => window.__click?.shown !== null, null, { timeout: 12_000 });
  const r = await page.evaluate(() => window.__click);
  return r.shown - r.click;
}

/** Signed in: the cold list, the next page, a record opened from page 2, and the heap after it. */
async function signedInRun(browser, origin, product, storageState) {
  const { context, page, cdp } = await newPage(browser, origin, product, storageState);
  try {
    await page.waitForTimeout(QUIET_BEFORE_NAVIGATION_MS);
    await page.goto(product.list, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__peer?.rows !== null, null, { timeout: STEP_TIMEOUT });
    const listMs = await page.evaluate(() => window.__peer.rows);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);

    const next = page.getByRole('button', { name: /next page/i }).first();
    const nextPageMs = await clickTimed(page, next, NEXT_PAGE_SHOWN, null);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(READ_MS);

    const row = dataRow(page);
    const texts = await row.evaluate((tr) =>
      [...tr.querySelectorAll('td')].map((td) => (td.textContent || '').trim()).filter((t) => t.length >= 3),
    );
    const openRecordMs = await clickTimed(page, row, product.recordShown, texts, row.getByRole('cell').nth(1));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const beforeGc = await cdp.send('Runtime.getHeapUsage');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { listMs, nextPageMs, openRecordMs, heapUsed: heap.usedSize, heapBeforeGc: beforeGc.usedSize };
  } finally {
    await context.close();
  }
}

/** Runs both products `runs` times, interleaved; resolves with each product's medians and raw runs. */
export async function peerBench({ runs = 9, buildApp = true } = {}) {
  if (buildApp) build();
  const demoDists = ensureDemo();
  const app = await startPreview();
  const demo = await serveStatic(demoDists.atOnce);
  const demoShipped = await serveStatic(demoDists.shipped);
  const origins = { app: app.origin, demo: demo.origin, demoShipped: demoShipped.origin };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const raw = { app: [], demo: [], demoShipped: [] };
  try {
    const sessions = {};
    for (const key of Object.keys(PRODUCTS)) sessions[key] = await signIn(browser, origins[key], PRODUCTS[key]);
    for (let i = 0; i < runs; i++) {
      const keys = Object.keys(PRODUCTS);
      const order = keys.map((_, k) => keys[(i + k) % keys.length]);
      for (const key of order) {
        const product = PRODUCTS[key];
        const form = await signInFormRun(browser, origins[key], product);
        const signedIn = await signedInRun(browser, origins[key], product, sessions[key]);
        raw[key].push({ formMs: form.ms, jsBytes: form.jsBytes, scripts: form.scripts, ...signedIn });
        log(
          `run ${i + 1}/${runs} ${key}: form ${Math.round(form.ms)} ms, JS ${(form.jsBytes / 1000).toFixed(0)} kB, list ${Math.round(signedIn.listMs)} ms, next ${Math.round(signedIn.nextPageMs)} ms, open ${Math.round(signedIn.openRecordMs)} ms, heap ${(signedIn.heapUsed / 1e6).toFixed(1)} MB`,
        );
      }
    }
  } finally {
    await browser.close();
    app.stop();
    demo.stop();
    demoShipped.stop();
  }
  const summary = {};
  for (const key of Object.keys(raw)) {
    const r = raw[key];
    summary[key] = {
      openRecordMs: median(r.map((x) => x.openRecordMs)),
      listMs: median(r.map((x) => x.listMs)),
      nextPageMs: median(r.map((x) => x.nextPageMs)),
      formMs: median(r.map((x) => x.formMs)),
      jsBytes: median(r.map((x) => x.jsBytes)),
      heapUsed: median(r.map((x) => x.heapUsed)),
      heapBeforeGc: median(r.map((x) => x.heapBeforeGc)),
    };
  }
  return { runs, summary, raw };
}

const ROWS = [
  ['open a record: click a row on page 2 of the list → its heading (demo: first field)', 'openRecordMs', 'ms'],
  ['cold signed-in list → its rows', 'listMs', 'ms'],
  ['next page', 'nextPageMs', 'ms'],
  ['sign-in form', 'formMs', 'ms'],
  ['JS fetched by the sign-in page (uncompressed)', 'jsBytes', 'kB'],
  ['JS heap after opening the record (after a GC)', 'heapUsed', 'MB'],
  ['the same, before that GC', 'heapBeforeGc', 'MB'],
];
const fmt = (v, unit) =>
  unit === 'ms' ? `${Math.round(v)} ms` : unit === 'kB' ? `${Math.round(v / 1000)} kB` : `${(v / 1e6).toFixed(1)} MB`;

export function renderTable({ runs, summary, raw }) {
  const lines = [
    `Medians of ${runs} interleaved runs, each in a fresh context (1366×768); this product: ${PRODUCTS.app.list}, the demo: ${PRODUCTS.demo.list}.`,
    '',
    "| wait | this product | demo, fake at once | ratio | demo as shipped | ratio | this product's runs |",
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const [label, key, unit] of ROWS) {
    const a = summary.app[key];
    const d = summary.demo[key];
    const shipped = summary.demoShipped[key];
    const spread = `${fmt(Math.min(...raw.app.map((r) => r[key])), unit)}–${fmt(Math.max(...raw.app.map((r) => r[key])), unit)}`;
    lines.push(
      `| ${label} | ${fmt(a, unit)} | ${fmt(d, unit)} | **${(a / d).toFixed(2)}** | ${fmt(shipped, unit)} | ${(a / shipped).toFixed(2)} | ${spread} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--runs');
  const runs = at >= 0 ? Number(argv[at + 1]) : Number(process.env.BENCH_RUNS || 9);
  const started = performance.now();
  const loadAtStart = loadavg()[0];
  const result = await peerBench({ runs, buildApp: !argv.includes('--no-build') });
  console.log(renderTable(result));
  if (argv.includes('--scripts')) {
    for (const key of Object.keys(PRODUCTS)) {
      console.log(`\n${PRODUCTS[key].label}, sign-in page scripts (first run):`);
      for (const s of result.raw[key][0].scripts) console.log(`  ${s.name} ${(s.bytes / 1000).toFixed(1)} kB`);
    }
  }
  console.log(
    `\n2 cores shared with other work: 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
  );
  log(`done in ${Math.round((performance.now() - started) / 1000)} s`);
}
