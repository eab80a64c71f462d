import type { FetchRelatedRecords, RaRecord } from 'react-admin';

/** One column of a list's file, as both writers (csv.ts, xlsx.ts) write it. */
export interface CsvColumn<T extends RaRecord = RaRecord> {
  /** i18n key of the header. */
  label: string;
  value: (record: T) => unknown;
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
 * A list's export writing exactly these columns, as CSV or as Excel (exportList.ts): nothing else of a record
 * leaves the app. The columns may depend on the records (names of the records they point to), read once for the
 * whole file.
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

/** A column's value as the text its cell shows, in either file: nothing for none, an object as its JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
