import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { endpointRows } from '@/dataProvider/endpoints';

export const EXPORT_PAGE_SIZE = 1000;

const EVERYTHING = Number.MAX_SAFE_INTEGER;

export interface ListQuery {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

export interface FetchProgress {
  fetched: number;
  total?: number;
}

export interface FetchAllOptions {
  signal: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  pageSize?: number;
}

/** A record pushed to a later page while the pages are read is kept once. Silent: the caller words a failure. */
export async function fetchAllPages(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort }: ListQuery,
  { signal, onProgress, pageSize = EXPORT_PAGE_SIZE }: FetchAllOptions,
): Promise<RaRecord[]> {
  const whole = endpointRows[resource]?.listMode === 'whole';
  // What was asked, unless the server's first answer shows a smaller cap of its own.
  let perPage = whole ? EVERYTHING : pageSize;
  const records: RaRecord[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page += 1) {
    signal.throwIfAborted();
    const { data, total } = await dataProvider.getList(resource, {
      pagination: { page, perPage },
      sort,
      filter,
      signal,
      meta: { silent: true },
    });
    signal.throwIfAborted();
    for (const record of data) {
      const id = String(record.id);
      if (seen.has(id)) continue;
      seen.add(id);
      records.push(record);
    }
    onProgress?.({ fetched: records.length, total });
    if (whole || data.length === 0) return records;
    if (page === 1 && data.length < perPage && total !== undefined && data.length < total) perPage = data.length;
    const lastPage = total === undefined ? data.length < perPage : page * perPage >= total;
    if (lastPage) return records;
  }
}
