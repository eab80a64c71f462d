/**
 * Toasts, read from a record of every one shown rather than from the screen (as the browser tests do,
 * tests/e2e/toasts.ts): a toast closes after 2 s, and a test on a busy machine may look after it has gone.
 */
import { expect, onTestFinished } from 'vitest';
import { waitFor } from '@testing-library/react';

/**
 * Called in a test: keeps the text of every toast shown in react-toastify's "Notifications" region until the test
 * ends. Answers a check that waits for a toast with this text and takes it from the record.
 */
export function recordToasts(): (text: string) => Promise<void> {
  const shown: string[] = [];
  const seen = new WeakSet<Element>();
  const read = () => {
    for (const toast of document.querySelectorAll('section[aria-label^="Notifications"] [role="alert"]')) {
      const text = toast.textContent?.trim();
      if (seen.has(toast) || !text) continue;
      seen.add(toast);
      shown.push(text);
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return async (text: string) => {
    await waitFor(() =>
      expect(
        shown.some((message) => message.includes(text)),
        `a toast saying "${text}"`,
      ).toBe(true),
    );
    shown.splice(
      shown.findIndex((message) => message.includes(text)),
      1,
    );
  };
}
