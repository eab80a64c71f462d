/**
 * The browser tests' `test`: Playwright's, with the browser's clock set, so no test depends on the day it runs.
 * Every page of a test's context starts at `today` (a moment in Riyadh's time zone, which the config sets) and
 * its time then runs on as usual; the in-browser fake API runs in the page and sees the same clock. A test that
 * checks what depends on the day names its own with `test.use({ today })`, once for each day that differs.
 * `today: null` leaves the browser's own clock: a set clock also drives animation frames, in steps that
 * drag and drop (dnd-kit measures rows frame by frame) does not always follow. `hostile: true` seeds the demo
 * with the hostile records (dataProvider/fake/seed/hostile.ts), as a tester turns them on before the page loads.
 */
import { test as base, type Page } from '@playwright/test';
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

export const test = base.extend<{ today: string | null; hostile: boolean }>({
  today: [TODAY, { option: true }],
  hostile: [false, { option: true }],
  // (Playwright's `use` is named `provide` here: the React hooks lint rule reads any `use` as a hook.)
  context: async ({ context, today, hostile }, provide) => {
    if (today) await context.clock.install({ time: new Date(today) });
    if (hostile) await context.addInitScript(() => localStorage.setItem('fake-hostile', '1'));
    await context.addInitScript(recordToasts);
    await provide(context);
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
