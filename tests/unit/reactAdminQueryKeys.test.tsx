/**
 * The app fills react-admin's query cache under react-admin's own keys (a page fetched at the click or ahead, the
 * server's record shown after a refused save). These fail once react-admin keys its reads another way.
 */
import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, testDataProvider, useGetList, useGetOne } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { listQueryKey, recordQueryKey, type ListPage } from '@/src/query/listQuery';

const page: ListPage = {
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'createdAt', order: 'DESC' },
  filter: {},
};

function Reads() {
  useGetList('tickets', page);
  useGetOne('tickets', { id: 7 });
  return null;
}

describe("react-admin's query keys", () => {
  it('are the ones the app writes under, for a list page and for one record', async () => {
    const queryClient = new QueryClient();
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: 7 }], total: 1 }) as never,
      getOne: async () => ({ data: { id: 7 } }) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Reads />
      </AdminContext>,
    );
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(2));
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys.sort()).toEqual(
      [JSON.stringify(listQueryKey('tickets', page)), JSON.stringify(recordQueryKey('tickets', 7))].sort(),
    );
  });
});
