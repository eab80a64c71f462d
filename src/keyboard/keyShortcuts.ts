import { useContext, useEffect, useRef, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/** By the key's place (`code`): "KeyJ" is J on an English layout and "ت" on an Arabic one. */
export interface KeyShortcut {
  code: string;
  shift?: boolean;
}

type KeyEvent = Pick<KeyboardEvent, 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing' | 'target'>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A dialog over the page has the keyboard: its own keys, never the page's behind it. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

export function isShortcut(event: KeyEvent, key: KeyShortcut): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  if (event.code !== key.code || event.shiftKey !== Boolean(key.shift)) return false;
  return !isTyping(event.target) && !dialogOpen();
}

/**
 * The address the router is at, ahead of the screen: a data router renders each navigation in a transition, so for a
 * moment the address is the next screen's while the page, and its keys, are still the last one's.
 */
const addressAhead = (router: DataRouter | undefined) => router?.state.location.key;
type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router'];

export function useKeyShortcut(key: KeyShortcut | undefined, action: () => void, enabled = true): void {
  const shown = useLocation().key;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = useRef({ action, enabled, shown });
  // A key pressed while the next screen is on its way is that screen's (J right after Previous is the next of the
  // ticket asked for, not of the one leaving): held until that screen shows and can take it.
  const heldFor = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { action, enabled, shown };
    if (heldFor.current === null || addressAhead(router) !== heldFor.current) heldFor.current = null;
    else if (shown === heldFor.current && enabled) {
      heldFor.current = null;
      action();
    }
  });
  const code = key?.code;
  const shift = key?.shift;
  useEffect(() => {
    if (!code || !enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, { code, shift })) return;
      event.preventDefault();
      const ahead = addressAhead(router);
      if (ahead !== undefined && ahead !== latest.current.shown) heldFor.current = ahead;
      else latest.current.action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [code, shift, enabled, router]);
}
