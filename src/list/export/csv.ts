import type { FetchRelatedRecords, RaRecord } from 'react-admin';
import i18n from '@/i18n/instance';

export interface CsvColumn<T extends RaRecord = RaRecord> {
  /** i18n key of the header. */
  label: string;
  value: (record: T) => unknown;
}

/** Byte-order mark: without it Excel reads UTF-8 Arabic as mojibake. */
export const BOM = '\uFEFF';

/** What can begin a formula: = + - @ and their full-width forms (East Asian Excel reads them too), tab, CR, NUL. */
const FORMULA_START = '=+\\-@\\t\\r\\0\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** After anything a spreadsheet may split on, a new cell starts: spaces and quotes before a formula do not help. */
const INNER_START = new RegExp(`([,;\\t\\r\\n])(?=[\\s"]*[${FORMULA_START}])`, 'g');
const VALUE_START = new RegExp(`^(?=[\\s"]*[${FORMULA_START}])`);

/**
 * OWASP CSV injection: a file written with commas may be opened with `;` or tab as the separator (Arabic
 * locales do), and a line break inside a value may start a new row. So wherever a cell could begin (the
 * value's start, and after every comma, semicolon, tab or line break inside it) a text that would read as
 * a formula (= + - @ tab CR, possibly after spaces or quotes) gets a leading apostrophe and stays text.
 * Numbers stay numbers (-5 is a number, not a formula): only a finite JS number is written as it is.
 */
export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(INNER_START, "$1'").replace(VALUE_START, "'");
}

/** Any separator a spreadsheet may choose, a line break or a quote: the whole value is quoted. */
function quote(cell: string): string {
  return /[",;\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function csvLine<T extends RaRecord>(record: T, columns: CsvColumn<T>[]): string {
  return columns.map((column) => quote(neutralizeCell(column.value(record)))).join(',');
}

function csvHeader<T extends RaRecord>(columns: CsvColumn<T>[]): string {
  return columns.map((column) => quote(neutralizeCell(i18n.t(column.label)))).join(',');
}

export function toCsv<T extends RaRecord>(records: T[], columns: CsvColumn<T>[]): string {
  return BOM + [csvHeader(columns), ...records.map((record) => csvLine(record, columns))].join('\r\n');
}

/**
 * How long the writing holds the page before it lets a click, a key or a paint through: well under the 50 ms
 * a browser counts as a long task. A slice's length follows from it (a row's columns may translate or format).
 */
export const SLICE_MS = 12;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Lets the browser run what is waiting; `scheduler.yield` resumes at once after, where the browser has it. */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The same text as `toCsv`, in parts for a Blob: one part per slice of rows written within `SLICE_MS`, with a
 * pause between slices, so thousands of rows neither hold the page still nor grow one string row by row.
 * Stops when `signal` aborts.
 */
export async function toCsvParts<T extends RaRecord>(
  records: T[],
  columns: CsvColumn<T>[],
  signal?: AbortSignal,
): Promise<string[]> {
  const parts = [BOM + csvHeader(columns)];
  let index = 0;
  while (index < records.length) {
    if (index > 0) await pause();
    signal?.throwIfAborted();
    const lines: string[] = [];
    const started = performance.now();
    do {
      lines.push(csvLine(records[index], columns));
      index += 1;
    } while (index < records.length && performance.now() - started < SLICE_MS);
    parts.push(`\r\n${lines.join('\r\n')}`);
  }
  return parts;
}

/** What an export may read besides the records: the records they point to (a menu item's category). */
export interface CsvContext {
  fetchRelatedRecords: FetchRelatedRecords;
  signal?: AbortSignal;
}

/** A list's file: its name (without its extension) and the columns the records fetched for it are written in. */
export interface CsvExport {
  filename: string;
  columns: (records: RaRecord[], context: CsvContext) => Promise<CsvColumn[]>;
}

/**
 * A list's export writing exactly these columns, as CSV or as Excel (src/list/export/exportList.ts): nothing else of
 * a record leaves the app. The columns may depend on the records (names of the records they point to), read
 * once for the whole file.
 */
export function csvExporter<T extends RaRecord>(
  filename: string,
  columns: CsvColumn<T>[] | ((records: T[], context: CsvContext) => Promise<CsvColumn<T>[]>),
): CsvExport {
  return {
    filename,
    columns: async (fetched, context) => {
      // The records come from this list's resource, checked for shape by the data provider (normalize.ts):
      // the columns are the list's own, read with its records only.
      const written = typeof columns === 'function' ? await columns(fetched as T[], context) : columns;
      return written as unknown as CsvColumn[];
    },
  };
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Saves a file as `name`, as react-admin's downloadCSV does. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.style.display = 'none';
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is let go a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
