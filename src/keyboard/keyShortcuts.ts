import { useEffect, useRef } from 'react';

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

export function useKeyShortcut(key: KeyShortcut | undefined, action: () => void, enabled = true): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const code = key?.code;
  const shift = key?.shift;
  useEffect(() => {
    if (!code || !enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, { code, shift })) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [code, shift, enabled]);
}
