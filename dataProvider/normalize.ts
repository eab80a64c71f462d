import type { RaRecord } from 'react-admin';

export type Row = Record<string, unknown>;

export interface ListPage {
  records: Row[];
  /** Present when the server paged the list; absent when it sent the whole list. */
  total?: number;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readList(body: unknown): ListPage {
  if (Array.isArray(body)) return { records: body.filter(isRow) };
  if (isRow(body)) {
    const list = Array.isArray(body.data) ? body.data : Array.isArray(body.items) ? body.items : null;
    if (list) {
      const total = typeof body.total === 'number' ? body.total : undefined;
      return { records: list.filter(isRow), total };
    }
  }
  throw new Error('The list answer has none of the known shapes');
}

export function readRecord(body: unknown): Row {
  if (isRow(body) && isRow(body.data) && body.id === undefined) return body.data;
  if (isRow(body)) return body;
  throw new Error('The record answer is not an object');
}

/** react-admin needs an `id`; records keyed otherwise (branch `sk`, setting `key`) take it from that key. */
export function withId(record: Row, idKey = 'id'): RaRecord {
  const id = record.id ?? record[idKey];
  if (id === undefined || id === null) throw new Error(`A record has neither id nor ${idKey}`);
  return { ...record, id: id as RaRecord['id'] };
}

function valueAt(record: Row, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isRow(value) ? value[key] : undefined), record);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (isRow(value)) return Object.values(value).map(textOf).join(' ');
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return String(value);
}

const searchedText = (record: Row, searchIn: readonly string[] | undefined): string =>
  (searchIn ? searchIn.map((path) => textOf(valueAt(record, path))).join(' ') : textOf(record)).toLowerCase();

function matches(record: Row, field: string, wanted: unknown, searchIn?: readonly string[]): boolean {
  if (wanted === undefined || wanted === '' || wanted === null) return true;
  if (field === 'q') {
    const needle = String(wanted).trim().toLowerCase();
    return needle === '' || searchedText(record, searchIn).includes(needle);
  }
  const value = valueAt(record, field);
  if (Array.isArray(wanted)) return wanted.some((one) => String(one) === String(value));
  if (Array.isArray(value)) return value.some((one) => String(one) === String(wanted));
  // A set of on/off flags (a branch's services) matches the name of a flag that is on.
  if (isRow(value) && typeof wanted === 'string' && typeof value[wanted] === 'boolean') return value[wanted] === true;
  // A name in several languages ({en, ar}) matches text found in any of them, as a search box does.
  if (isRow(value) && Object.values(value).every((text) => typeof text === 'string')) {
    const needle = String(wanted).toLowerCase();
    return Object.values(value).some((text) => String(text).toLowerCase().includes(needle));
  }
  return String(value) === String(wanted);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  return textOf(a).localeCompare(textOf(b), undefined, { numeric: true, sensitivity: 'base' });
}

export interface ListQuery {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Row;
  searchIn?: readonly string[];
}

/** Filters, sorts and pages a whole list in the browser, as the server would a paged one. */
export function pageInBrowser(records: RaRecord[], query: ListQuery): { data: RaRecord[]; total: number } {
  const filter = query.filter ?? {};
  const kept = records.filter((record) =>
    Object.entries(filter).every(([field, wanted]) => matches(record, field, wanted, query.searchIn)),
  );
  const { sort } = query;
  if (sort?.field) {
    const sign = sort.order === 'DESC' ? -1 : 1;
    kept.sort((a, b) => sign * compare(valueAt(a, sort.field), valueAt(b, sort.field)));
  }
  const start = (query.page - 1) * query.perPage;
  return { data: kept.slice(start, start + query.perPage), total: kept.length };
}
