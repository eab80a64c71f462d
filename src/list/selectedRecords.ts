import { useDataProvider, useListContext, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

// A list keyed by id reads a chunk in one call, others one call per record.
const BY_ID_CHUNK = 25;

export interface ReadSelectedOptions {
  signal?: AbortSignal;
  onProgress?: (progress: { fetched: number; total: number }) => void;
}

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

/** `read`: the calls that send a whole record (an archive is the record's own save) need each one as it is. */
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
