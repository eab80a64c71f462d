/** The board's opt-in sound for new orders, kept on or off in this browser. */
import { useStore } from 'react-admin';

/**
 * Two short tones, 2 KB, served with the app: the Content-Security-Policy (deploy/csp.ts) lets media come from
 * the app's own origin only, so neither a data: URL nor a generated blob: would play.
 */
const SOUND_URL = `${import.meta.env.BASE_URL}new-order.wav`;

/** On or off in this browser, in react-admin's store. */
export const useSoundSetting = () => useStore<boolean>('ordersBoard.sound', false);

/** Plays once; a browser that refuses (no sound device, autoplay rules) leaves the marks and the title to say it. */
export function playNewOrderSound(): void {
  if (typeof Audio === 'undefined') return;
  new Audio(SOUND_URL).play().catch(() => undefined);
}
