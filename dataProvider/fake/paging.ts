/** The "paged" lists' query: page (from 1), limit, sort, order (ASC/DESC), q, and filters. */

export interface PageSpec<T> {
  /** Case-insensitive, anywhere in the text. */
  searchIn: (row: T) => string[];
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

// One collator for every comparison: localeCompare with options builds one per call, most of a big page's time.
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

function matching<T>(rows: readonly T[], params: URLSearchParams, spec: PageSpec<T>): T[] {
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
  const keyed = result.map((row) => ({ row, key: valueAt(row, sort) }));
  keyed.sort((a, b) => compare(a.key, b.key, direction));
  return keyed.map(({ row }) => row);
}

function pageFrom<T>(sorted: readonly T[], params: URLSearchParams): Page<T> {
  const limit = positiveInt(params.get('limit'), DEFAULT_LIMIT);
  const page = positiveInt(params.get('page'), 1);
  return { data: sorted.slice((page - 1) * limit, page * limit), total: sorted.length };
}

export function pageOf<T>(rows: readonly T[], url: URL, spec: PageSpec<T>): Page<T> {
  return pageFrom(matching(rows, url.searchParams, spec), url.searchParams);
}

export interface Pageable<T> {
  all(): T[];
  readonly version: number;
}

const QUERIES_KEPT = 16;
const sortedRuns = new WeakMap<object, { version: number; byQuery: Map<string, readonly unknown[]> }>();

/**
 * Each query's matching rows are kept in order until the next write, so paging through tens of thousands of tickets
 * is a slice, as a real server's index makes it. `rows` narrows first, and must follow the query's parameters.
 */
export function pageOfTable<T>(
  table: Pageable<T>,
  url: URL,
  spec: PageSpec<T>,
  rows: () => readonly T[] = () => table.all(),
): Page<T> {
  const params = new URLSearchParams(url.searchParams);
  params.delete('page');
  params.delete('limit');
  params.sort();
  const query = params.toString();
  let runs = sortedRuns.get(table);
  if (!runs || runs.version !== table.version) {
    runs = { version: table.version, byQuery: new Map() };
    sortedRuns.set(table, runs);
  }
  let sorted = runs.byQuery.get(query) as readonly T[] | undefined;
  if (!sorted) {
    sorted = matching(rows(), url.searchParams, spec);
    if (runs.byQuery.size >= QUERIES_KEPT) runs.byQuery.delete(runs.byQuery.keys().next().value ?? '');
    runs.byQuery.set(query, sorted);
  }
  return pageFrom(sorted, url.searchParams);
}
