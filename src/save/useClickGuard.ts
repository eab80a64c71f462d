import { useCallback, useRef } from 'react';

/**
 * A press this soon after one whose call succeeded is the second half of a double click. On a busy machine
 * that second click may reach the page only after the first one's call has come back (its Save or Confirm is
 * still on screen for a moment), so "one call at a time" alone would send it again. After a refusal or a failure
 * a press is taken at once: the person is answering the message.
 */
export const DOUBLE_CLICK_MS = 500;

/**
 * One action per press: `take()` answers whether a press may start the action (none is running, and it is
 * not the second half of a double click); `release(succeeded)` says the action has ended, and how.
 */
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
