// 1 is the spec's day (40 branches, 3,000 tickets, 40,000 customers), 10 a large chain. The seeds read it while they
// build, so one fake runs at one scale; `createFakeApi` sets it.
export const MAX_SCALE = 10;

let current = 1;

export function seedScale(): number {
  return current;
}

/** Anything but a whole number from 1 to MAX_SCALE is refused, so a typo never seeds a surprise. */
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

export const scaled = (count: number): number => count * current;
