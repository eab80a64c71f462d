import { useEffect } from 'react';

/** A Mac's keyboard opens the search with ⌘K; every other with Ctrl+K. */
export const IS_MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

type Keys = Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Ctrl+K (⌘K on a Mac), by the key's place on the keyboard (`code`), not the letter it types: on an Arabic layout
 * that key types "ن", and it opens the search all the same.
 */
export function isSearchShortcut(event: Keys, mac = IS_MAC): boolean {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return command && !event.altKey && !event.shiftKey && event.code === 'KeyK';
}

/** The shortcut as the tooltip names it, and as `aria-keyshortcuts` does. */
export const SHORTCUT_LABEL = IS_MAC ? '⌘K' : 'Ctrl+K';
export const SHORTCUT_ARIA = IS_MAC ? 'Meta+K' : 'Control+K';

/** Calls `onOpen` on the shortcut, wherever the focus is (a field included), instead of the browser's own use of it. */
export function useSearchShortcut(onOpen: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}
