// Followed as it moves: a save that met the 401 disables its button while it waits, so by the time the sign-in dialog
// opens the focus has fallen to the body, which is what MUI's Modal would restore.
let last: HTMLElement | null = null;

export function followFocus(): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) last = target;
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}

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
