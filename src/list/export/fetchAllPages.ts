import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { endpointRows } from '@/dataProvider/endpoints';

/** Records asked for in one call of a paged list: few calls, each answer still quick to read. */
export const EXPORT_PAGE_SIZE = 1000;

/** A whole list's one call answers everything; the page asked of it is all of it. */
const EVERYTHING = Number.MAX_SAFE_INTEGER;

/** A list as the reader has it on screen: its filters (with the list's fixed ones) and its order. */
export interface ListQuery {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

export interface FetchProgress {
  fetched: number;
  /** What the server counts for the query; unknown until the first page answers. */
  total?: number;
}

export interface FetchAllOptions {
  /** Aborting it cancels the call under way and asks for no further page. */
  signal: AbortSignal;
  onProgress?: (progress: FetchProgress) => void;
  pageSize?: number;
}

/**
 * Every record of a list, page after page through the data provider, in the list's order. A record that
 * moves to a later page while the pages are read (a new one pushed it) is kept once. The calls are silent:
 * the caller tells a failure in its own words. A failed or cancelled page rejects, with nothing returned.
 */
export async function fetchAllPages(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort }: ListQuery,
  { signal, onProgress, pageSize = EXPORT_PAGE_SIZE }: FetchAllOptions,
): Promise<RaRecord[]> {
  const whole = endpointRows[resource]?.listMode === 'whole';
  // The page size the server keeps to: what was asked, unless its first answer shows a smaller cap of its own.
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
