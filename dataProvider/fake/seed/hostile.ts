// Behind a switch, a few fixed records in every area carry markup, script URLs, bidi controls and formulas, as
// customer-typed data sometimes does (tests/e2e/hostile.spec.ts). Laid over the records after faker built them, so
// every other record is the same with the switch or without it. See ./README.md ("Hostile records").

let hostile = false;

export function hostileSeed(): boolean {
  return hostile;
}

export function setHostileSeed(on: boolean): void {
  hostile = on;
}

/** Each would set window.__xss if ever parsed as HTML or followed as a link. */
export const XSS_SCRIPT = '<script>window.__xss=1</script>';
export const XSS_IMG = '<img src=x onerror="window.__xss=1">';
export const JS_URL = 'javascript:window.__xss=1';

export const RLO = '\u202E';
export const PDF = '\u202C';
export const LRI = '\u2066';
export const RLI = '\u2067';
export const FSI = '\u2068';
export const PDI = '\u2069';

/** An override left open: without isolation it would flip the text that follows it on the line. */
export const BIDI_OVERRIDE = `${RLO}Hostile override`;
export const BIDI_ISOLATES = `${LRI}Isolated ${RLI}معزول${PDI} ${FSI}open`;

/** Cells a spreadsheet would run as formulas, were they not neutralised on export. */
export const FORMULA_HYPERLINK = '=HYPERLINK("http://evil.example","x")';
export const FORMULA_PLUS = '+SUM(1)';
export const FORMULA_MINUS = '-1+2';
export const FORMULA_AT = '@cmd';
export const FORMULA_TAB = '\t=1+1 tab';
export const FORMULA_CR = '\r=1+1 cr';

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

/** Negative positions count from the end. */
export function withHostile<T>(rows: T[], changes: Record<number, (row: T) => T>): T[] {
  if (!hostile) return rows;
  const out = rows.slice();
  for (const [key, change] of Object.entries(changes)) {
    const at = Number(key) < 0 ? out.length + Number(key) : Number(key);
    if (at >= 0 && at < out.length) out[at] = change(out[at]);
  }
  return out;
}

function newestPositions<T>(rows: readonly T[], key: (row: T) => string, count: number): number[] {
  return rows
    .map((row, index) => ({ index, value: key(row) }))
    .sort((a, b) => (a.value < b.value ? 1 : a.value > b.value ? -1 : a.index - b.index))
    .slice(0, count)
    .map(({ index }) => index);
}

/** On a newest-first list's first page, the newest row left plain. */
export function withHostileNewest<T>(
  rows: T[],
  key: (row: T) => string,
  [second, third]: [(row: T) => T, (row: T) => T],
): T[] {
  if (!hostile) return rows;
  const [, secondAt, thirdAt] = newestPositions(rows, key, 3);
  return withHostile(rows, { [secondAt]: second, [thirdAt]: third });
}
