// Timings inside signed-in lists for `npm run bench`: a cold load, a page switch in a list of thousands, and a
// drag-and-drop reorder. Each takes a browser, the origin and a saved session (storageState).
import { performance } from 'node:perf_hooks';

const STEP_TIMEOUT = 20_000;

/** The median of some timings (the mean of the middle two when they are even in number). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const SETTLE_MS = 1000;
// Let a new context's own start-up work finish before the clock starts (see bench.mjs).
const QUIET_BEFORE_NAVIGATION_MS = 1500;

// The first row with a cell, visible: polled on every animation frame from the navigation start.
const FIRST_ROW_SCRIPT = `(() => {
  if (window.top !== window) return;
  const b = (window.__rows = { first: null });
  const frame = () => {
    for (const row of document.querySelectorAll('tbody tr')) {
      const r = row.getBoundingClientRect();
      if (row.querySelector('td') && (row.textContent || '').trim() !== '' && r.width > 0 && r.height > 0) { b.first = performance.now(); return; }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function signedInPage(browser, origin, storageState, initScript) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', storageState });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return { context, page };
}

const dataRow = (page) =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td') })
    .first();

/**
 * A cold load of a list with a saved session: navigation start → first row visible; then the JS heap once
 * the page has settled (after a forced garbage collection).
 */
export async function listColdRun(browser, origin, storageState, path) {
  const { context, page } = await signedInPage(browser, origin, storageState, FIRST_ROW_SCRIPT);
  try {
    const cdp = await context.newCDPSession(page);
    await page.waitForTimeout(QUIET_BEFORE_NAVIGATION_MS);
    const t0 = performance.now();
    await page.goto(path, { waitUntil: 'commit' });
    await dataRow(page).waitFor({ state: 'visible' });
    const playwrightMs = performance.now() - t0;
    await page.waitForFunction(() => window.__rows?.first !== null, null, { timeout: 5000 }).catch(() => {});
    const first = await page.evaluate(() => window.__rows?.first ?? null);
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { ms: first ?? playwrightMs, playwrightMs, heapUsed: heap.usedSize, heapTotal: heap.totalSize };
  } finally {
    await context.close();
  }
}

/**
 * Page switches in a list of thousands (react-admin's paged list): the clock runs from the click on "next
 * page" to the frame where the first row shows the next page's record. Several switches in one page.
 */
export async function pageSwitchRuns(browser, origin, storageState, path, count) {
  const { context, page } = await signedInPage(browser, origin, storageState);
  const results = [];
  try {
    await page.goto(path);
    await dataRow(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const next = page.getByRole('button', { name: /next page/i });
    const total = await page
      .getByText(/\d+\s*-\s*\d+ of \d+/)
      .first()
      .textContent()
      .catch(() => null);
    for (let i = 0; i < count; i++) {
      await next.evaluate((button) => {
        const firstRow = () => document.querySelector('tbody tr')?.textContent ?? '';
        const before = firstRow();
        const state = (window.__switch = { click: null, shown: null });
        button.addEventListener(
          'click',
          () => {
            state.click = performance.now();
            const frame = () => {
              if (firstRow() !== before && firstRow() !== '') state.shown = performance.now();
              else if (performance.now() - state.click < 10_000) requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { once: true, capture: true },
        );
      });
      await next.click();
      await page.waitForFunction(() => window.__switch?.shown !== null, null, { timeout: 12_000 });
      const r = await page.evaluate(() => window.__switch);
      results.push({ ms: r.shown - r.click, total });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * Drag and drop on the menu order board (/menus/sort, the first category's items): the mouse lifts the
 * first row's handle and drops it on the third row; the clock runs from the mouse-up to the frame where the
 * list shows the new order. Several drops in one page, each timed.
 */
export async function reorderRuns(browser, origin, storageState, count) {
  const { context, page } = await signedInPage(browser, origin, storageState);
  const results = [];
  try {
    await page.goto('/menus/sort');
    const list = page.getByRole('list', { name: /^Items of / });
    await list.getByRole('listitem').nth(3).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await list.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 120));
    for (let i = 0; i < count; i++) {
      await list.evaluate((el) => {
        const ids = () =>
          [...el.querySelectorAll('[data-sortable-id]')].map((row) => row.getAttribute('data-sortable-id')).join(',');
        const before = ids();
        const state = (window.__reorder = { up: null, shown: null });
        addEventListener(
          'pointerup',
          () => {
            state.up = performance.now();
            const frame = () => {
              if (ids() !== before) state.shown = performance.now();
              else if (performance.now() - state.up < 5000) requestAnimationFrame(frame);
            };
            // Checked in this task first: a synchronous re-render counts as 0 ms.
            if (ids() !== before) state.shown = state.up;
            else requestAnimationFrame(frame);
          },
          { once: true, capture: true },
        );
      });
      const handle = list.getByRole('button', { name: /^Move / }).first();
      const target = list.getByRole('listitem').nth(2);
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('the sort board is not on screen');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
      await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 12 });
      await page.mouse.up();
      await page.waitForFunction(() => window.__reorder?.shown !== null, null, { timeout: 6000 });
      const r = await page.evaluate(() => window.__reorder);
      results.push({ ms: r.shown - r.up });
      // The board saves each drop: let it finish before the next one.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    return results;
  } finally {
    await context.close();
  }
}

/** A saved session without any stored query entry: a first visit, whose rows must come from the API. */
export function withoutQueryCache(storageState) {
  return {
    ...storageState,
    origins: storageState.origins.map((o) => ({
      ...o,
      localStorage: o.localStorage.filter((item) => !item.name.startsWith('query-cache:')),
    })),
  };
}

/** The session after a visit to `path`: the rows it showed are in the stored query cache (written when idle). */
export async function sessionAfterVisit(browser, origin, storageState, path) {
  const { context, page } = await signedInPage(browser, origin, storageState);
  try {
    await page.goto(path);
    await dataRow(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      (p) => Object.keys(localStorage).some((k) => k.startsWith('query-cache:') && localStorage.getItem(k).includes(p)),
      path.slice(1),
      { timeout: 10_000 },
    );
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opening a record from its list (from page 2 with `secondPage`): the list is loaded and left idle for a moment (as a person reads it); the
 * clock runs from the click on the first row to the frame where the record screen shows that record (one of
 * the row's texts in a field or on the screen, the table gone). Several opens, each from a fresh list.
 */
export async function recordOpenRuns(browser, origin, storageState, path, count, { secondPage = false } = {}) {
  const { context, page } = await signedInPage(browser, origin, storageState);
  const results = [];
  try {
    for (let i = 0; i < count; i++) {
      await page.goto(path);
      await dataRow(page).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      if (secondPage) {
        // Reached as a person reaches it: the next-page button, then page 2's rows.
        const first = await dataRow(page).textContent();
        await page.getByRole('button', { name: /next page/i }).click();
        await page.waitForFunction(
          (before) => (document.querySelector('tbody tr')?.textContent ?? before) !== before,
          first,
        );
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(1500);
      const row = dataRow(page);
      await row.evaluate((tr) => {
        const texts = [...tr.querySelectorAll('td')]
          .map((td) => (td.textContent || '').trim())
          .filter((t) => t.length >= 3);
        const state = (window.__open = { click: null, shown: null, texts });
        const shown = () => {
          if (document.querySelector('main tbody tr td')) return false;
          const main = document.querySelector('main') || document.body;
          const values = [...main.querySelectorAll('input, textarea')].map((el) => el.value);
          const text = main.innerText || '';
          return texts.some((t) => values.includes(t) || text.includes(t));
        };
        tr.addEventListener(
          'click',
          () => {
            state.click = performance.now();
            const frame = () => {
              if (shown()) state.shown = performance.now();
              else if (performance.now() - state.click < 10_000) requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { once: true, capture: true },
        );
      });
      await row.getByRole('cell').nth(1).click();
      await page.waitForFunction(() => window.__open?.shown !== null, null, { timeout: 12_000 });
      const r = await page.evaluate(() => window.__open);
      results.push({ ms: r.shown - r.click });
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * Typing in a list's search box, a key every 120 ms (a quick typist), by Event Timing: the longest a key's
 * events waited for and ran on the main thread (press → handlers done: how long input was blocked), the
 * slowest key to its next frame (that plus rendering and the compositor's frame), and the longest main-thread
 * task meanwhile, including the list's refresh after the search settles.
 */
export async function typingRun(browser, origin, storageState, path, text) {
  const { context, page } = await signedInPage(browser, origin, storageState);
  try {
    await page.goto(path);
    await dataRow(page).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // react-admin's search input: its source is `q`.
    const box = page.locator('input[name="q"]').first();
    await box.click();
    await page.evaluate(() => {
      const b = (window.__typing = { events: [], longTasks: [] });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(e.name))
            b.events.push({ frame: e.duration, blocked: e.processingEnd - e.startTime });
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) b.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await box.pressSequentially(text, { delay: 120 });
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const r = await page.evaluate(() => window.__typing);
    return {
      blockedMs: Math.max(0, ...r.events.map((e) => e.blocked)),
      slowestKeyMs: Math.max(0, ...r.events.map((e) => e.frame)),
      longestTaskMs: Math.max(0, ...r.longTasks),
      keys: text.length,
    };
  } finally {
    await context.close();
  }
}
