import { describe, expect, it } from 'vitest';
import { getQuery, parseQueryFromLocation } from 'react-admin';
import { listSearch } from '@/src/query/listQuery';

const readBack = (search: string) =>
  getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: {},
    filterDefaultValues: {},
    sort: { field: 'id', order: 'ASC' },
    perPage: 10,
  });

describe("a list page written in the address, as react-admin's list reads it back", () => {
  it('keeps the page, page size, sort and filters, Arabic text and symbols included', () => {
    const filter = { q: 'شكوى & 50%', status: ['open', 'pending'] };
    const search = listSearch({
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter,
      displayedFilters: { status: true },
    });

    expect(readBack(search)).toMatchObject({
      page: 3,
      perPage: 25,
      sort: 'createdAt',
      order: 'DESC',
      filter,
      displayedFilters: { status: true },
    });
  });

  it('leaves the shown filters out until one has been shown, as react-admin does', () => {
    const search = listSearch({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
      displayedFilters: {},
    });

    expect(new URLSearchParams(search).has('displayedFilters')).toBe(false);
    expect(readBack(search)).toMatchObject({ page: 2, filter: {} });
  });
});
