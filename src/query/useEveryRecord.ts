// For a screen that must hold every record at once: the menu order page saves the order of a whole category.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type RaRecord, type SortPayload } from 'react-admin';

export const EVERY_PAGE = 500;

export interface EveryParams {
  sort?: SortPayload;
  filter?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export async function readEvery<T extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  { sort, filter = {}, meta }: EveryParams,
  signal?: AbortSignal,
): Promise<T[]> {
  const page = (n: number) =>
    dataProvider.getList<T>(resource, { pagination: { page: n, perPage: EVERY_PAGE }, sort, filter, meta, signal });
  const first = await page(1);
  const pages: T[][] = [first.data];
  if (first.total !== undefined) {
    const count = Math.ceil(first.total / EVERY_PAGE);
    pages.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => page(i + 2)))).map((p) => p.data));
  } else {
    for (let n = 2; pages[pages.length - 1].length === EVERY_PAGE; n += 1) pages.push((await page(n)).data);
  }
  // A record that moved pages between two reads would come twice.
  const seen = new Set<T['id']>();
  return pages.flat().filter((record) => !seen.has(record.id) && Boolean(seen.add(record.id)));
}

// Keyed by the resource, so react-admin's refresh and invalidation after a save reach it; not `getList`, so it is
// neither taken for one page nor kept in the stored query cache.
export function useEveryRecord<T extends RaRecord>(
  resource: string,
  params: EveryParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [resource, 'getEvery', params],
    queryFn: ({ signal }) => readEvery<T>(dataProvider, resource, params, signal),
    enabled,
  });
}
