/**
 * Toasts in the browser tests, from the record each page keeps (tests/support/toastRecorder.ts, which the test
 * fixture adds as an init script).
 */
import { expect, type Page } from '@playwright/test';
import { takeToast } from '../support/toastRecorder';

export { recordToasts } from '../support/toastRecorder';

/**
 * Waits until a toast with this text has been shown in the page (whether or not it is still on screen) and
 * takes it from the record, so that the same message shown twice is awaited twice.
 */
export async function expectToast(page: Page, text: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(takeToast, text)
          // A page between two documents has no record to read yet: look again.
          .catch(() => false),
      { message: `a toast saying "${text}"`, timeout, intervals: [50, 100, 250] },
    )
    .toBe(true);
}
