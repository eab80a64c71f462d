/** The board's opt-in sound for new orders, kept on or off in this browser. */
import { useState } from 'react';

const SOUND_KEY = 'orders-board-sound';

/**
 * Two short tones, 2 KB, served with the app: the Content-Security-Policy (deploy/csp.ts) lets media come from
 * the app's own origin only, so neither a data: URL nor a generated blob: would play.
 */
const SOUND_URL = `${import.meta.env.BASE_URL}new-order.wav`;

function storedOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedOn);
  const choose = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  };
  return [on, choose];
}

/** Plays once; a browser that refuses (no sound device, autoplay rules) leaves the marks and the title to say it. */
export function playNewOrderSound(): void {
  if (typeof Audio === 'undefined') return;
  new Audio(SOUND_URL).play().catch(() => undefined);
}
