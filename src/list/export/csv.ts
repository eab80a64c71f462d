import type { RaRecord } from 'react-admin';
import i18n from '@/i18n/instance';
import { cellText, type CsvColumn } from './columns';
import { pause, SLICE_MS } from './slices';

/** Byte-order mark: without it Excel reads UTF-8 Arabic as mojibake. */
export const BOM = '\uFEFF';

/** What can begin a formula: = + - @ and their full-width forms (East Asian Excel reads them too), tab, CR, NUL. */
const FORMULA_START = '=+\\-@\\t\\r\\0\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** After anything a spreadsheet may split on, a new cell starts: spaces and quotes before a formula do not help. */
const INNER_START = new RegExp(`([,;\\t\\r\\n])(?=[\\s"]*[${FORMULA_START}])`, 'g');
const VALUE_START = new RegExp(`^(?=[\\s"]*[${FORMULA_START}])`);

// OWASP CSV injection: a file may be opened with `;` or tab as the separator (Arabic locales do), so wherever a cell
// could begin, a text that would read as a formula gets a leading apostrophe. A finite JS number is written as it is.
export function neutralizeCell(value: unknown): string {
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return cellText(value).replace(INNER_START, "$1'").replace(VALUE_START, "'");
}

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

/** In parts of one slice each, so thousands of rows neither hold the page still nor grow one string row by row. */
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

export const CSV_TYPE = 'text/csv;charset=utf-8';
