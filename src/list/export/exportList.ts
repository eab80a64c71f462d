import { fetchRelatedRecords, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { CsvExport } from './columns';
import { CSV_TYPE, toCsvParts } from './csv';
import i18n from '@/i18n/instance';
import { directionOf } from '@/i18n/core';
import { fetchAllPages, type FetchProgress, type ListQuery } from './fetchAllPages';
import { fetchSelected } from '@/src/list/selectedRecords';

/**
 * What is exported: a list as filtered and sorted on screen, every page of it; or, when rows are selected
 * (`selection`), those rows only, the ones on the page as they are and the others read by id.
 */
export interface ExportSource extends ListQuery {
  resource: string;
  selection?: { ids: readonly Identifier[]; onPage: readonly RaRecord[] };
}

/**
 * The file's kind. CSV is read by anything, but a spreadsheet opening it reads "+966…" as a number and would
 * run "=…" as a formula (so such a cell starts with an apostrophe); Excel's cells are typed, and text stays
 * text exactly as it is.
 */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportOptions {
  /** Aborting it stops the fetching and writing, and nothing is saved. */
  signal: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  /** Told once every record is fetched, while the file is written. */
  onWriting?: () => void;
  /** CSV unless told otherwise. */
  format?: ExportFormat;
}

/**
 * The one way a list is exported: fetch every record of the source, write the file, save it. Nothing is
 * saved unless every page came and the export was not cancelled: a failure rejects with the page's error,
 * a cancel with the signal's AbortError.
 */
export async function exportList(
  dataProvider: DataProvider,
  file: CsvExport,
  { resource, filter, sort, selection }: ExportSource,
  { signal, onProgress, onWriting, format = 'csv' }: ExportOptions,
): Promise<void> {
  const records = selection
    ? await fetchSelected(dataProvider, resource, selection.ids, selection.onPage, { signal, onProgress })
    : await fetchAllPages(dataProvider, resource, { filter, sort }, { signal, onProgress });
  onWriting?.();
  const columns = await file.columns(records, { fetchRelatedRecords: fetchRelatedRecords(dataProvider), signal });
  let saved: Blob;
  if (format === 'xlsx') {
    // The workbook's writer comes only when a list is exported as Excel.
    const { toXlsx } = await import('./xlsx');
    const rightToLeft = directionOf(i18n.language ?? 'en') === 'rtl';
    saved = await toXlsx(records, columns, { name: file.filename, rightToLeft, signal });
  } else {
    saved = new Blob(await toCsvParts(records, columns, signal), { type: CSV_TYPE });
  }
  signal.throwIfAborted();
  saveFile(saved, `${file.filename}.${format}`);
}

/** Saves a file as `name`, as react-admin's downloadCSV does. */
function saveFile(file: Blob, name: string): void {
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
