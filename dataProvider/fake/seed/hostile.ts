/**
 * Hostile text for the seed, behind a switch (off by default): with it, a few fixed records in every area
 * carry markup, script URLs, bidi controls and spreadsheet formulas, the way real customer-typed data
 * sometimes does. Every screen must show them as plain text, no script may run, and CSV exports must
 * neutralise the formulas (tests/e2e/hostile.spec.ts). The seeds lay these over records after faker has
 * built them, so the faker sequence, and every other record, is the same with the switch or without it.
 * See the fake's README ("Hostile records").
 */

let hostile = false;

/** Whether the seeds carry the hostile records; `createFakeApi` sets it, as it sets the scale. */
export function hostileSeed(): boolean {
  return hostile;
}

export function setHostileSeed(on: boolean): void {
  hostile = on;
}

/** A script tag: would set window.__xss if it were ever parsed as HTML. */
export const XSS_SCRIPT = '<script>window.__xss=1</script>';
/** An image whose error handler would set window.__xss if it were ever parsed as HTML. */
export const XSS_IMG = '<img src=x onerror="window.__xss=1">';
/** A script URL: would run if it were ever used as a link's href. */
export const JS_URL = 'javascript:window.__xss=1';

/** U+202E RIGHT-TO-LEFT OVERRIDE … U+202C POP DIRECTIONAL FORMATTING. */
export const RLO = '\u202E';
export const PDF = '\u202C';
/** The isolates: U+2066 LRI, U+2067 RLI, U+2068 FSI, U+2069 PDI. */
export const LRI = '\u2066';
export const RLI = '\u2067';
export const FSI = '\u2068';
export const PDI = '\u2069';

/** An override left open: without isolation it would flip the text that follows it on the line. */
export const BIDI_OVERRIDE = `${RLO}Hostile override`;
/** Isolates left open in both directions, and an Arabic word between them. */
export const BIDI_ISOLATES = `${LRI}Isolated ${RLI}معزول${PDI} ${FSI}open`;

/** Cells a spreadsheet would run as formulas, were they not neutralised on export. */
export const FORMULA_HYPERLINK = '=HYPERLINK("http://evil.example","x")';
export const FORMULA_PLUS = '+SUM(1)';
export const FORMULA_MINUS = '-1+2';
export const FORMULA_AT = '@cmd';
export const FORMULA_TAB = '\t=1+1 tab';
export const FORMULA_CR = '\r=1+1 cr';

/** Every hostile text, for tests that look for any of them. */
export const HOSTILE_TEXTS = [
  XSS_SCRIPT,
  XSS_IMG,
  JS_URL,
  BIDI_OVERRIDE,
  BIDI_ISOLATES,
  FORMULA_HYPERLINK,
  FORMULA_PLUS,
  FORMULA_MINUS,
  FORMULA_AT,
  FORMULA_TAB,
  FORMULA_CR,
] as const;

/**
 * With the switch on, lays `changes` over the records at the given positions (negative positions count from
 * the end), after the seed built them: the seed's faker sequence is untouched. Off, the records as built.
 */
export function withHostile<T>(rows: T[], changes: Record<number, (row: T) => T>): T[] {
  if (!hostile) return rows;
  const out = rows.slice();
  for (const [key, change] of Object.entries(changes)) {
    const at = Number(key) < 0 ? out.length + Number(key) : Number(key);
    if (at >= 0 && at < out.length) out[at] = change(out[at]);
  }
  return out;
}

/** The positions of the `count` rows that sort first by `key` descending (a list's newest rows). */
function newestPositions<T>(rows: readonly T[], key: (row: T) => string, count: number): number[] {
  return rows
    .map((row, index) => ({ index, value: key(row) }))
    .sort((a, b) => (a.value < b.value ? 1 : a.value > b.value ? -1 : a.index - b.index))
    .slice(0, count)
    .map(({ index }) => index);
}

/**
 * With the switch on, lays `second` and `third` over the second and third rows of a list that shows the newest
 * first (by `key`): on its first page, with the newest row left plain.
 */
export function withHostileNewest<T>(
  rows: T[],
  key: (row: T) => string,
  [second, third]: [(row: T) => T, (row: T) => T],
): T[] {
  if (!hostile) return rows;
  const [, secondAt, thirdAt] = newestPositions(rows, key, 3);
  return withHostile(rows, { [secondAt]: second, [thirdAt]: third });
}
