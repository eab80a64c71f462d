import { fetchRelatedRecords, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { CsvExport } from './columns';
import { CSV_TYPE, toCsvParts } from './csv';
import i18n from '@/i18n/instance';
import { directionOf } from '@/i18n/core';
import { fetchAllPages, type FetchProgress, type ListQuery } from './fetchAllPages';
import { fetchSelected } from '@/src/list/selectedRecords';

export interface ExportSource extends ListQuery {
  resource: string;
  selection?: { ids: readonly Identifier[]; onPage: readonly RaRecord[] };
}

/** A spreadsheet opening a CSV reads "+966…" as a number and runs "=…"; Excel's cells are typed. */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportOptions {
  signal: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  onWriting?: () => void;
  format?: ExportFormat;
}

/** Nothing is saved unless every page came and the export was not cancelled. */
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
    const { toXlsx } = await import('./xlsx');
    const rightToLeft = directionOf(i18n.language ?? 'en') === 'rtl';
    saved = await toXlsx(records, columns, { name: file.filename, rightToLeft, signal });
  } else {
    saved = new Blob(await toCsvParts(records, columns, signal), { type: CSV_TYPE });
  }
  signal.throwIfAborted();
  saveFile(saved, `${file.filename}.${format}`);
}

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
