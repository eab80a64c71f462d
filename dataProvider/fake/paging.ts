/**
 * Paging, sorting, free-text search and field filters for the "paged" lists, read from the query
 * string the way the app sends it: page (from 1), limit, sort, order (ASC/DESC), q, and filters.
 */

export interface PageSpec<T> {
  /** The texts `q` is looked for in (case-insensitive, anywhere in the text). */
  searchIn: (row: T) => string[];
  /** Query parameters that filter by the field of that name (dot paths reach nested fields). */
  filters: readonly string[];
  defaultSort: string;
  defaultOrder: 'ASC' | 'DESC';
}

export interface Page<T> {
  data: T[];
  total: number;
}

const DEFAULT_LIMIT = 25;

export function valueAt(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      row,
    );
}

const isMissing = (v: unknown): boolean => v === undefined || v === null || v === '';

function compare(a: unknown, b: unknown, direction: 1 | -1): number {
  // Missing values go last in either order, so a half-filled field does not crowd the first page.
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
  return direction * compareValues(a, b);
}

// One collator for every comparison: localeCompare with options builds one per call, which at tens of
// thousands of rows is most of a page's time.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
// ISO days and times sort the same by their characters as by the collator, and far faster.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const [x, y] = [String(a), String(b)];
  if (x === y) return 0;
  if (ISO_TIME.test(x) && ISO_TIME.test(y) && x.length === y.length) return x < y ? -1 : 1;
  return collator.compare(x, y);
}

/** Booleans and numbers arrive as strings ("true"), so a row matches when its value prints the same. */
function matchesFilter(row: unknown, field: string, wanted: string[]): boolean {
  const value = valueAt(row, field);
  return wanted.includes(String(value));
}

function positiveInt(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function pageOf<T>(rows: readonly T[], url: URL, spec: PageSpec<T>): Page<T> {
  const params = url.searchParams;
  const q = (params.get('q') ?? '').trim().toLowerCase();
  const result = rows.filter(
    (row) =>
      (q === '' || spec.searchIn(row).some((text) => text.toLowerCase().includes(q))) &&
      spec.filters.every((field) => {
        const wanted = params.getAll(field).filter((v) => v !== '');
        return wanted.length === 0 || matchesFilter(row, field, wanted);
      }),
  );
  const sort = params.get('sort') || spec.defaultSort;
  const order = params.get('order') ?? (params.get('sort') ? 'ASC' : spec.defaultOrder);
  const direction = order.toUpperCase() === 'DESC' ? -1 : 1;
  // Each row's sort value is read once, not once per comparison.
  const keyed = result.map((row) => ({ row, key: valueAt(row, sort) }));
  keyed.sort((a, b) => compare(a.key, b.key, direction));
  const limit = positiveInt(params.get('limit'), DEFAULT_LIMIT);
  const page = positiveInt(params.get('page'), 1);
  return { data: keyed.slice((page - 1) * limit, page * limit).map(({ row }) => row), total: keyed.length };
}
