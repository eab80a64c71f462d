import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { FetchProgress } from './fetchAllPages';

/** Records read by id in one go: a list keyed by id reads them in one call, others one call per record. */
const BY_ID_CHUNK = 25;

/**
 * The selected records, in the list's order where they are on its page (`onPage`), then those selected on
 * other pages, read by id a chunk at a time. A failed or cancelled read rejects, with nothing returned.
 */
export async function fetchSelected(
  dataProvider: DataProvider,
  resource: string,
  ids: readonly Identifier[],
  onPage: readonly RaRecord[],
  { signal, onProgress }: { signal: AbortSignal; onProgress?: (progress: FetchProgress) => void },
): Promise<RaRecord[]> {
  const wanted = new Set(ids.map(String));
  const found = onPage.filter((record) => wanted.has(String(record.id)));
  const seen = new Set(found.map((record) => String(record.id)));
  const missing = ids.filter((id) => !seen.has(String(id)));
  onProgress?.({ fetched: found.length, total: ids.length });
  for (let i = 0; i < missing.length; i += BY_ID_CHUNK) {
    signal.throwIfAborted();
    const { data } = await dataProvider.getMany(resource, { ids: missing.slice(i, i + BY_ID_CHUNK), signal });
    found.push(...data);
    onProgress?.({ fetched: found.length, total: ids.length });
  }
  signal.throwIfAborted();
  return found;
}
