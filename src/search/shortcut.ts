import { useEffect } from 'react';

export const IS_MAC =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

type Keys = Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

// By the key's place (`code`), not the letter it types: on an Arabic layout that key types "ن".
export function isSearchShortcut(event: Keys, mac = IS_MAC): boolean {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return command && !event.altKey && !event.shiftKey && event.code === 'KeyK';
}

export const SHORTCUT_LABEL = IS_MAC ? '⌘K' : 'Ctrl+K';
export const SHORTCUT_ARIA = IS_MAC ? 'Meta+K' : 'Control+K';

/** Wherever the focus is (a field included), instead of the browser's own use of the shortcut. */
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
