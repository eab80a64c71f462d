/**
 * Toasts, read from a record of every one shown rather than from the screen: a toast closes after 2 s, and a
 * test on a busy machine may look after it has gone. `recordToasts` runs in each page before the app (the
 * test fixture adds it as an init script); it is the tests' own and never part of the build.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * In the page: keeps the text of every toast shown as an alert in react-toastify's "Notifications" region (as
 * assistive technology reads it), in order, until a test takes it.
 */
export function recordToasts(): void {
  const shown: string[] = (window.__toastsShown = []);
  const seen = new WeakSet<Element>();
  const read = () => {
    for (const toast of document.querySelectorAll('section[aria-label^="Notifications"] [role="alert"]')) {
      const text = toast.textContent?.trim();
      if (seen.has(toast) || !text) continue;
      seen.add(toast);
      shown.push(text);
    }
  };
  new MutationObserver(read).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until a toast with this text has been shown in the page (whether or not it is still on screen) and
 * takes it from the record, so that the same message shown twice is awaited twice.
 */
export async function expectToast(page: Page, text: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate((wanted) => {
            const shown = window.__toastsShown ?? [];
            const at = shown.findIndex((message) => message.includes(wanted));
            if (at >= 0) shown.splice(at, 1);
            return at >= 0;
          }, text)
          // A page between two documents has no record to read yet: look again.
          .catch(() => false),
      { message: `a toast saying "${text}"`, timeout, intervals: [50, 100, 250] },
    )
    .toBe(true);
}
