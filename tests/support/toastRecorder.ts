/**
 * Toasts, read from a record of every one shown rather than from the screen: a toast closes after 2 s, and a
 * test on a busy machine may look after it has gone. One recorder for both kinds of test: the browser tests run
 * it in each page before the app (its source, as an init script: it must need nothing from outside itself), the
 * integration tests in jsdom. It is the tests' own and never part of the build.
 */
declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * Keeps, in `window.__toastsShown` and in order, the text of every toast shown as an alert in react-toastify's
 * "Notifications" region (as assistive technology reads it). Answers how to stop recording.
 */
export function recordToasts(): () => void {
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
  const observer = new MutationObserver(read);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/** Takes the first recorded toast containing `text` from the record; says whether there was one. */
export function takeToast(text: string): boolean {
  const shown = window.__toastsShown ?? [];
  const at = shown.findIndex((message) => message.includes(text));
  if (at >= 0) shown.splice(at, 1);
  return at >= 0;
}
