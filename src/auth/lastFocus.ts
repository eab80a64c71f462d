/**
 * Where the focus was on the page before the sign-in dialog opened, to put it back after. Followed as it moves,
 * because a save that met the 401 disables its button and the comment box while it waits: by the time the dialog
 * opens, the focus has already fallen to the page's body (which is what MUI's Modal would restore).
 */
let last: HTMLElement | null = null;

export function followFocus(): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) last = target;
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}

/** Gives the focus back to the last control the page had, once it is enabled again (its call answered). */
export function restoreFocus(waitMs = 10_000): void {
  const target = last;
  if (!target?.isConnected) return;
  const focusable = () => !target.hasAttribute('disabled') && target.getAttribute('aria-disabled') !== 'true';
  if (focusable()) return target.focus();
  const observer = new MutationObserver(() => {
    if (!focusable()) return;
    observer.disconnect();
    if (document.activeElement === document.body || document.activeElement === null) target.focus();
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  setTimeout(() => observer.disconnect(), waitMs);
}
