import { useCallback, useRef } from 'react';

// A press this soon after one whose call succeeded is the second half of a double click, which may reach the page
// after the first call's answer. After a refusal or a failure a press is taken at once: it answers the message.
export const DOUBLE_CLICK_MS = 500;

export function useClickGuard(): { take: () => boolean; release: (succeeded: boolean) => void } {
  const running = useRef(false);
  const lastTaken = useRef(Number.NEGATIVE_INFINITY);
  const take = useCallback(() => {
    const now = Date.now();
    if (running.current || now - lastTaken.current < DOUBLE_CLICK_MS) return false;
    running.current = true;
    lastTaken.current = now;
    return true;
  }, []);
  const release = useCallback((succeeded: boolean) => {
    running.current = false;
    if (!succeeded) lastTaken.current = Number.NEGATIVE_INFINITY;
  }, []);
  return { take, release };
}
