import type { FetchRelatedRecords, RaRecord } from 'react-admin';

export interface CsvColumn<T extends RaRecord = RaRecord> {
  label: string;
  value: (record: T) => unknown;
}

export interface CsvContext {
  fetchRelatedRecords: FetchRelatedRecords;
  signal?: AbortSignal;
}

export interface CsvExport {
  filename: string;
  columns: (records: RaRecord[], context: CsvContext) => Promise<CsvColumn[]>;
}

/** Exactly these columns: nothing else of a record leaves the app. */
export function csvExporter<T extends RaRecord>(
  filename: string,
  columns: CsvColumn<T>[] | ((records: T[], context: CsvContext) => Promise<CsvColumn<T>[]>),
): CsvExport {
  return {
    filename,
    columns: async (fetched, context) => {
      // The records come from this list's resource, checked for shape by the data provider (normalize.ts).
      const written = typeof columns === 'function' ? await columns(fetched as T[], context) : columns;
      return written as unknown as CsvColumn[];
    },
  };
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
