/** Kept apart from browser.ts so that the sign-in page reads the demo's scale without loading msw. */
import { MAX_SCALE } from './scale';

export const DEMO_SCALE_KEY = 'fake-scale';
export const DEMO_HOSTILE_KEY = 'fake-hostile';

const asScale = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_SCALE ? n : undefined;
};

export function demoScale(): number {
  return asScale(import.meta.env.VITE_FAKE_SCALE) ?? asScale(localStorage.getItem(DEMO_SCALE_KEY)) ?? 1;
}

/** `VITE_FAKE_HOSTILE=1`, or `fake-hostile` set to `1` in storage before the page loads (the browser tests). */
export function demoHostile(): boolean {
  return import.meta.env.VITE_FAKE_HOSTILE === '1' || localStorage.getItem(DEMO_HOSTILE_KEY) === '1';
}

export const scaleFixedByBuild = (): boolean => asScale(import.meta.env.VITE_FAKE_SCALE) !== undefined;

/** The fake seeds once per page, so this reloads; rows cached for a signed-in user belong to the other data. */
export function chooseDemoScale(scale: number): void {
  localStorage.setItem(DEMO_SCALE_KEY, String(scale));
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  for (const key of keys) if (key.startsWith('query-cache:')) localStorage.removeItem(key);
  window.location.reload();
}
