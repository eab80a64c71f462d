import type { DataProvider, GetListParams, SortPayload } from 'react-admin';

export interface ListPage {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
}

// react-admin's own query keys (its docs' "Query Cache" shape); tests/unit/reactAdminQueryKeys fails if they change.
export function listQueryKey(resource: string, page: ListPage): unknown[] {
  return [resource, 'getList', { ...page, meta: undefined }];
}

export function recordQueryKey(resource: string | undefined, id: string | number): unknown[] {
  return [resource, 'getOne', { id: String(id), meta: undefined }];
}

export function fetchListPage(dataProvider: DataProvider, resource: string, page: ListPage) {
  const params: GetListParams = { ...page, meta: undefined };
  return dataProvider
    .getList(resource, params)
    .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
}

/** As react-admin's useListParams writes it in the address, and parseQueryFromLocation reads it back. */
export function listSearch(page: ListPage & { displayedFilters: Record<string, unknown> }): string {
  const params = new URLSearchParams({
    // Only once a filter has been shown, as react-admin does: an untouched list keeps a short address.
    ...(Object.keys(page.displayedFilters).length ? { displayedFilters: JSON.stringify(page.displayedFilters) } : {}),
    filter: JSON.stringify(page.filter),
    order: page.sort.order,
    page: String(page.pagination.page),
    perPage: String(page.pagination.perPage),
    sort: page.sort.field,
  });
  return `?${params.toString()}`;
}
