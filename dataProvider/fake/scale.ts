/**
 * How big the seed is: 1 is the spec's day (40 branches, 3,000 tickets, 40,000 customers); 10 is a large
 * chain (400 branches, 30,000 tickets, 400,000 customers). The seeds read it while they build, so one fake
 * (a page, `npm run api`, a test's server) runs at one scale; `createFakeApi` sets it.
 */
export const MAX_SCALE = 10;

let current = 1;

export function seedScale(): number {
  return current;
}

/** A whole number from 1 to MAX_SCALE; anything else is refused, so a typo never seeds a surprise. */
export function parseScale(value: unknown): number {
  const scale = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof scale !== 'number' || !Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new Error(`The data scale must be a whole number from 1 to ${MAX_SCALE}, not "${String(value)}"`);
  }
  return scale;
}

export function setSeedScale(scale: number): void {
  current = parseScale(scale);
}

/** A seed's count at the current scale. */
export const scaled = (count: number): number => count * current;
