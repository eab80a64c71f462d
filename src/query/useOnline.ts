import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/** As TanStack Query holds it: the same state that pauses and resumes its calls. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onlineManager.isOnline());
}
