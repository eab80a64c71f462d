import type { DataProvider, GetListParams, SortPayload } from 'react-admin';

/** A list page as react-admin's <List> asks for it (useGetList), without a meta. */
export interface ListPage {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
}

/** react-admin's own query key of that page, so a page fetched ahead is the one the list then reads. */
export function listQueryKey(resource: string, page: ListPage): unknown[] {
  return [resource, 'getList', { ...page, meta: undefined }];
}

/** The page, in the shape useGetList keeps in its query. */
export function fetchListPage(dataProvider: DataProvider, resource: string, page: ListPage) {
  const params: GetListParams = { ...page, meta: undefined };
  return dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
}
