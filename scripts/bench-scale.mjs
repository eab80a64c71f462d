// `npm run bench`'s scale section: the same waits on the spec's day (scale 1) and on a chain ten times its size
// (scale 10), side by side, on the build as it ships (over HTTP to `npm run api -- --scale N`), plus the stored
// writes of `npm run api -- --data` (bench-writes.mjs) and the in-browser demo's start at scale 10.
// Each wait at 10 may be at most WAIT_RATIO times its figure at 1, the JS heap at most HEAP_RATIO times.
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { listColdRun, median, pageSwitchRuns, recordOpenRuns, reorderRuns, withoutQueryCache } from './bench-lists.mjs';
import { writeBench } from './bench-writes.mjs';

export const SCALES = [1, 10];
export const WAIT_RATIO = 1.25;
export const HEAP_RATIO = 2;
/** The in-browser demo at scale 10 must show its first list within this long (or the README says it needs the API). */
export const DEMO_START_BUDGET_MS = 5000;
const LIST = '/customerCare';
// A city with branches at every scale; pasted whole, so no half-typed search shows its matches early.
const PICKER_TEXT = 'Abha';
const STEP_TIMEOUT = 30_000;

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
const log = (...args) => console.error('[bench]', ...args);

/** A saved session whose page asks the in-browser demo for `scale` (the sign-in page's switch stores the same key). */
export function atDemoScale(storageState, scale) {
  return {
    ...storageState,
    origins: storageState.origins.map((o) => ({
      ...o,
      localStorage: [
        ...o.localStorage.filter((item) => item.name !== 'fake-scale'),
        { name: 'fake-scale', value: String(scale) },
      ],
    })),
  };
}

async function signedIn(browser, origin, storageState) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', storageState });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return { context, page };
}

/**
 * A branch picker's search (the menu item form's Branches): the text goes in at once, and the clock runs from
 * that input to the frame where the picker shows only branches matching it (at least one).
 */
export async function pickerSearchRuns(browser, origin, storageState, count) {
  const { context, page } = await signedIn(browser, origin, storageState);
  const results = [];
  try {
    for (let i = 0; i < count; i++) {
      await page.goto('/menus/create');
      const box = page.getByRole('combobox', { name: /^Branches/ });
      await box.waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      await box.click();
      await box.evaluate((input, text) => {
        const state = (window.__picker = { input: null, shown: null });
        const matches = () => {
          const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent || '');
          return options.length > 0 && options.every((o) => o.includes(text));
        };
        input.addEventListener(
          'input',
          () => {
            state.input = performance.now();
            const frame = () => {
              if (matches()) state.shown = performance.now();
              else if (performance.now() - state.input < 10_000) requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { once: true, capture: true },
        );
      }, PICKER_TEXT);
      await box.fill(PICKER_TEXT);
      await page.waitForFunction(() => window.__picker?.shown !== null, null, { timeout: 12_000 });
      const r = await page.evaluate(() => window.__picker);
      results.push({ ms: r.shown - r.input });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** Records in a CSV text: line breaks inside a quoted cell do not end one. */
function csvRecords(text) {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) records += 1;
  }
  return text.endsWith('\n') ? records : records + 1;
}

/**
 * Exporting the whole ticket list: the clock runs from the click on Export to the file's download; the file's
 * data rows are counted. Returns { ms, rows }.
 */
export async function exportRun(browser, origin, storageState) {
  const { context, page } = await signedIn(browser, origin, storageState);
  try {
    await page.goto(LIST);
    await page.locator('tbody tr td').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    const started = performance.now();
    await page
      .getByRole('button', { name: /^Export/ })
      .first()
      .click();
    const download = await downloading;
    const elapsed = performance.now() - started;
    return { ms: elapsed, rows: csvRecords(readFileSync(await download.path(), 'utf8')) - 1 };
  } finally {
    await context.close();
  }
}

/** Every wait at one scale, on the build without the fake; `session` is signed in to the API at that scale. */
async function wavesAt(browser, origin, session, runs) {
  const cold = [];
  for (let i = 0; i < runs; i++) cold.push(await listColdRun(browser, origin, session, LIST));
  const open = await recordOpenRuns(browser, origin, session, LIST, runs, { secondPage: true });
  const next = await pageSwitchRuns(browser, origin, session, LIST, runs);
  const picker = await pickerSearchRuns(browser, origin, session, runs);
  const drag = await reorderRuns(browser, origin, session, runs);
  const exported = await exportRun(browser, origin, session);
  return {
    cold: median(cold.map((r) => r.ms)),
    heap: median(cold.map((r) => r.heapUsed)),
    open: median(open.map((r) => r.ms)),
    next: median(next.map((r) => r.ms)),
    picker: median(picker.map((r) => r.ms)),
    drag: median(drag.map((r) => r.ms)),
    exportMs: exported.ms,
    exportRows: exported.rows,
  };
}

/**
 * The scale section over HTTP. `restartApi(scale)` puts `npm run api -- --scale <scale>` behind `origin`;
 * `signIn(origin)` gives a saved session. Returns { rows, failures } for the bench's table.
 */
export async function scaleBenchOverHttp(browser, origin, { restartApi, signIn, runs }) {
  const at = {};
  for (const scale of SCALES) {
    await restartApi(scale);
    const session = withoutQueryCache(await signIn(origin));
    const t0 = performance.now();
    at[scale] = await wavesAt(browser, origin, session, runs);
    at[scale].writes = await writeBench({ scale });
    log(`scale ${scale}: ${JSON.stringify(at[scale])} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  return at;
}

/** The in-browser demo at scale 10: a saved session's cold load of the ticket list, seed included. */
export async function demoStartRuns(browser, origin, storageState, runs) {
  const session = atDemoScale(storageState, 10);
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await listColdRun(browser, origin, session, LIST));
  return results;
}

/** The table's lines and the failed checks. */
export function renderScale(at, demoStart) {
  const [one, ten] = SCALES.map((s) => at[s]);
  const failures = [];
  const lines = [
    '',
    `Scale: the same waits on the spec's day (\`--scale 1\`: 40 branches, 3,000 tickets) and on a chain ten times its size (\`--scale 10\`: 400 branches, 30,000 tickets, 400,000 customers), on the build without the fake over HTTP; medians. Each wait at 10 may be at most ${WAIT_RATIO}× its figure at 1, the heap ${HEAP_RATIO}×.`,
    '',
    '| wait | scale 1 | scale 10 | ratio | limit |',
    '|---|---:|---:|---:|---:|',
  ];
  const row = (name, a, b, limit, show = ms) => {
    const ratio = b / Math.max(a, 1);
    const ok = ratio <= limit;
    if (!ok)
      failures.push(`${name}: ${show(b)} at scale 10 is ${ratio.toFixed(2)}× ${show(a)} at scale 1 (limit ${limit}×)`);
    lines.push(`| ${name} | ${show(a)} | ${show(b)} | ${ratio.toFixed(2)}${ok ? '' : ' **over**'} | ${limit} |`);
  };
  row(`cold signed-in list, ${LIST} (navigation → first row)`, one.cold, ten.cold, WAIT_RATIO);
  row('open a record from page 2 (row click → the record shows)', one.open, ten.open, WAIT_RATIO);
  row('next page (click → next rows)', one.next, ten.next, WAIT_RATIO);
  row(
    `branch picker search in the item form ("${PICKER_TEXT}" entered → only matches shown)`,
    one.picker,
    ten.picker,
    WAIT_RATIO,
  );
  row('drag in the menu order page, first category (drop → new order shown)', one.drag, ten.drag, WAIT_RATIO);
  const perThousand = (r) => (r.exportMs / Math.max(r.exportRows, 1)) * 1000;
  lines.push(
    `| export every ticket (click → download) | ${ms(one.exportMs)} for ${one.exportRows.toLocaleString('en-US')} rows | ${ms(ten.exportMs)} for ${ten.exportRows.toLocaleString('en-US')} rows | | |`,
  );
  row('export, time per 1,000 rows', perThousand(one), perThousand(ten), WAIT_RATIO);
  row('one stored write with `--data`, one at a time', one.writes.sequentialMs, ten.writes.sequentialMs, 2);
  row('one stored write with `--data`, 40 at once', one.writes.parallelMs, ten.writes.parallelMs, 2);
  row(`JS heap after the cold ${LIST} load`, one.heap, ten.heap, HEAP_RATIO, (n) => `${(n / 1e6).toFixed(1)} MB`);
  for (const [scale, r] of Object.entries(at))
    if (r.exportRows !== (scale === '1' ? 3000 : 30_000))
      failures.push(`the export at scale ${scale} held ${r.exportRows} rows, not every ticket`);
  if (demoStart.length) {
    const start = median(demoStart.map((r) => r.ms));
    if (start > DEMO_START_BUDGET_MS)
      failures.push(`the in-browser demo at scale 10 showed its first rows after ${ms(start)}`);
    lines.push(
      `| in-browser demo at scale 10: cold ${LIST}, seed built in the page (navigation → first row) | | ${ms(start)} | | ≤ ${ms(DEMO_START_BUDGET_MS)} |`,
    );
  }
  return { lines, failures };
}
