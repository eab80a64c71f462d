import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

const PAGE = 100;

/** Up to the first record that `isPast`: a few pages of a list of thousands, rather than all of it. */
export async function readWhile<T extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  { sort, filter = {} }: { sort: SortPayload; filter?: Record<string, unknown> },
  isPast: (record: T) => boolean,
  signal?: AbortSignal,
): Promise<T[]> {
  const kept: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList<T>(resource, {
      pagination: { page, perPage: PAGE },
      sort,
      filter,
      signal,
    });
    const past = data.findIndex(isPast);
    kept.push(...(past === -1 ? data : data.slice(0, past)));
    if (past !== -1 || data.length < PAGE || (total !== undefined && page * PAGE >= total)) return kept;
  }
}
