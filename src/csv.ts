import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
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

export function toCsv<T extends RaRecord>(records: T[], columns: CsvColumn<T>[]): string {
  const header = columns.map((column) => quote(neutralizeCell(i18n.t(column.label))));
  const lines = records.map((record) => columns.map((column) => quote(neutralizeCell(column.value(record)))).join(','));
  return BOM + [header.join(','), ...lines].join('\r\n');
}

/** A react-admin exporter writing exactly these columns: nothing else of a record leaves the app. */
export function csvExporter<T extends RaRecord>(filename: string, columns: CsvColumn<T>[]): Exporter<T> {
  return (records) => downloadCSV(toCsv(records, columns), filename);
}
