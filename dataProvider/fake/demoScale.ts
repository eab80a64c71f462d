/**
 * The in-browser demo's data scale (scale.ts): `VITE_FAKE_SCALE` when the build sets it, otherwise what the
 * sign-in page's switch stored. Kept apart from browser.ts so the sign-in page reads it without loading msw.
 * Beside it, the hostile records' switch (seed/hostile.ts).
 */
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

/**
 * Whether the demo seeds the hostile records: `VITE_FAKE_HOSTILE=1` in the build, or `fake-hostile` set to `1`
 * in this browser's storage before the page loads (as the browser tests do). Off otherwise, and no screen offers it.
 */
export function demoHostile(): boolean {
  return import.meta.env.VITE_FAKE_HOSTILE === '1' || localStorage.getItem(DEMO_HOSTILE_KEY) === '1';
}

/** True when the build fixes the scale, so the sign-in page has nothing to offer. */
export const scaleFixedByBuild = (): boolean => asScale(import.meta.env.VITE_FAKE_SCALE) !== undefined;

/**
 * Stores the choice and reloads: the fake seeds once per page. Rows cached for a signed-in user
 * (`query-cache:<id>`) belong to the other data, so they go too.
 */
export function chooseDemoScale(scale: number): void {
  localStorage.setItem(DEMO_SCALE_KEY, String(scale));
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  for (const key of keys) if (key.startsWith('query-cache:')) localStorage.removeItem(key);
  window.location.reload();
}
