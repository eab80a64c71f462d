/**
 * The browser tests' `test`: Playwright's, with the browser's clock set, so no test depends on the day it runs.
 * Every page of a test's context starts at `today` (a moment in Riyadh's time zone, which the config sets) and
 * its time then runs on as usual; the in-browser fake API runs in the page and sees the same clock. A test that
 * checks what depends on the day names its own with `test.use({ today })`, once for each day that differs.
 * `today: null` leaves the browser's own clock: a set clock also drives animation frames, in steps that
 * drag and drop (dnd-kit measures rows frame by frame) does not always follow. `hostile: true` seeds the demo
 * with the hostile records (dataProvider/fake/seed/hostile.ts), as a tester turns them on before the page loads.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { recordToasts } from './toasts';

export { expect } from '@playwright/test';

/** Monday 23 November 2026, 10:00 in Riyadh: an ordinary working morning, after the seed's dates. */
export const TODAY = '2026-11-23T10:00:00+03:00';

/** The seven days of the week holding TODAY, Saturday (the week's first day) to Friday, as YYYY-MM-DD. */
export const WEEK = [
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
] as const;

/** A moment on the day, in Riyadh's time zone. */
export const at = (day: string, time = '10:00:00') => `${day}T${time}+03:00`;

interface Options {
  today: string | null;
  hostile: boolean;
  /** A context of the test's own: for a test that changes its context (init scripts, offline). */
  ownContext: boolean;
}

/** Marks the page the context fixture readied for a test of the shared context: that test's `page`. */
const SHARED_PAGE_READY = Symbol('shared page ready');

export const test = base.extend<Options, { workerContext: BrowserContext }>({
  today: [TODAY, { option: true }],
  hostile: [false, { option: true }],
  ownContext: [false, { option: true }],
  // One context per worker, signed in once, its pages taken by test after test: the app's files, its service
  // worker and the browser's caches are warm. Each test starts with the storage of a new visitor and the clock
  // at its own `today`; tests that change their context, leave the clock alone or seed the hostile records get
  // their own context.
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, reducedMotion });
      await context.clock.install({ time: new Date(TODAY) });
      await context.addInitScript(recordToasts);
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // (Playwright's `use` is named `provide` here: the React hooks lint rule reads any `use` as a hook.)
  context: async (
    {
      browser,
      workerContext,
      today,
      hostile,
      ownContext,
      baseURL,
      locale,
      timezoneId,
      viewport,
      reducedMotion,
      actionTimeout,
      navigationTimeout,
    },
    provide,
  ) => {
    if (ownContext || hostile || !today) {
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, reducedMotion });
      if (today) await context.clock.install({ time: new Date(today) });
      if (hostile) await context.addInitScript(() => localStorage.setItem('fake-hostile', '1'));
      await context.addInitScript(recordToasts);
      await provide(context);
      await context.close();
      return;
    }
    // A context made in a test takes the test's timeouts from Playwright; this one, made before, takes them here,
    // for every page of the test (a second member of staff's too).
    workerContext.setDefaultTimeout(actionTimeout || 0);
    workerContext.setDefaultNavigationTimeout(navigationTimeout || 0);
    await workerContext.clearCookies();
    await workerContext.clock.setSystemTime(new Date(today));
    const page = await workerContext.newPage();
    await page.goto('/favicon.svg');
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const names = (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []));
      await Promise.all(
        names.map(
          (name) =>
            new Promise((done) => {
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = done;
            }),
        ),
      );
    });
    if (viewport) await page.setViewportSize(viewport);
    Object.assign(page, { [SHARED_PAGE_READY]: true });
    await provide(workerContext);
    await Promise.all(workerContext.pages().map((open) => open.close()));
  },
  page: async ({ context }, provide) => {
    await provide(context.pages().find((open) => SHARED_PAGE_READY in open) ?? (await context.newPage()));
  },
});

/**
 * Registers a suite's tests by turns, the first for English, the next for Arabic, and so on: for behaviour that
 * does not follow the language, each test is run once and both languages are still walked. Call it once per
 * language of the suite's loop.
 */
export function inTurns(language: 'en' | 'ar') {
  let index = 0;
  return (name: string, body: (args: { page: Page }) => Promise<void>): void => {
    if ((index++ % 2 === 0) === (language === 'en')) test(name, body);
  };
}
