import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import i18n from '@/i18n/instance';

export interface CsvColumn<T extends RaRecord = RaRecord> {
  /** i18n key of the header. */
  label: string;
  value: (record: T) => unknown;
}

/** Byte-order mark: without it Excel reads UTF-8 Arabic as mojibake. */
export const BOM = '\uFEFF';

/**
 * OWASP CSV injection: a text cell starting with = + - @, tab or carriage return would run as a
 * formula in a spreadsheet, so it is prefixed with a quote and read as text. Numbers stay numbers.
 */
export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
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
