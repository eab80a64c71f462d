import { fetchRelatedRecords, type DataProvider } from 'react-admin';
import { downloadCsv, type CsvExport } from '@/src/csv';
import { fetchAllPages, type FetchProgress, type ListQuery } from './fetchAllPages';

/**
 * What is exported: a list as filtered and sorted on screen, every page of it. (A selection of rows would
 * be another kind of source, its records read by id, written and saved the same way.)
 */
export interface ExportSource extends ListQuery {
  resource: string;
}

export interface ExportOptions {
  /** Aborting it stops the fetching and writing, and nothing is saved. */
  signal: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  /** Told once every record is fetched, while the file is written. */
  onWriting?: () => void;
}

/**
 * The one way a list is exported: fetch every record of the source, write the file, save it. Nothing is
 * saved unless every page came and the export was not cancelled: a failure rejects with the page's error,
 * a cancel with the signal's AbortError.
 */
export async function exportList(
  dataProvider: DataProvider,
  file: CsvExport,
  { resource, filter, sort }: ExportSource,
  { signal, onProgress, onWriting }: ExportOptions,
): Promise<void> {
  const records = await fetchAllPages(dataProvider, resource, { filter, sort }, { signal, onProgress });
  onWriting?.();
  const parts = await file.write(records, { fetchRelatedRecords: fetchRelatedRecords(dataProvider), signal });
  signal.throwIfAborted();
  downloadCsv(parts, file.filename);
}
