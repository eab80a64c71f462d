import { useDataProvider, useListContext, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

/** Records read by id in one go: a list keyed by id reads them in one call, others one call per record. */
const BY_ID_CHUNK = 25;

export interface ReadSelectedOptions {
  /** Aborting it stops before the next chunk, and nothing is returned. */
  signal?: AbortSignal;
  onProgress?: (progress: { fetched: number; total: number }) => void;
}

/**
 * The selected records, in the list's order where they are on its page (`onPage`), then those selected on
 * other pages, read by id a chunk at a time. A failed or cancelled read rejects, with nothing returned.
 */
export async function fetchSelected<R extends RaRecord = RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  ids: readonly Identifier[],
  onPage: readonly R[],
  { signal, onProgress }: ReadSelectedOptions = {},
): Promise<R[]> {
  const wanted = new Set(ids.map(String));
  const found = onPage.filter((record) => wanted.has(String(record.id)));
  const seen = new Set(found.map((record) => String(record.id)));
  const missing = ids.filter((id) => !seen.has(String(id)));
  onProgress?.({ fetched: found.length, total: ids.length });
  for (let i = 0; i < missing.length; i += BY_ID_CHUNK) {
    signal?.throwIfAborted();
    const { data } = await dataProvider.getMany<R>(resource, { ids: missing.slice(i, i + BY_ID_CHUNK), signal });
    found.push(...data);
    onProgress?.({ fetched: found.length, total: ids.length });
  }
  signal?.throwIfAborted();
  return found;
}

/**
 * The list's selection: its ids, the page's records by id, and `read` for every selected record, as
 * `fetchSelected` reads them. The calls that send a whole record (an archive is the record's own save) need each
 * one as it is.
 */
export function useSelectedRecords<R extends RaRecord>(): {
  selectedIds: Identifier[];
  onPage: Map<string, R>;
  read: () => Promise<R[]>;
} {
  const { selectedIds, data, resource } = useListContext<R>();
  const dataProvider = useDataProvider();
  const page = data ?? [];
  const onPage = new Map(page.map((record) => [String(record.id), record]));
  return { selectedIds, onPage, read: () => fetchSelected(dataProvider, resource, selectedIds, page) };
}
