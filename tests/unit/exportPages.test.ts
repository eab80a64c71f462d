import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { EXPORT_PAGE_SIZE, fetchAllPages } from '@/src/list/export/fetchAllPages';
import { exportList } from '@/src/list/export/exportList';
import { strFromU8, unzipSync } from 'fflate';
import { BOM, toCsv, toCsvParts } from '@/src/list/export/csv';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import { SLICE_MS } from '@/src/list/export/slices';
import { XLSX_TYPE } from '@/src/list/export/xlsx';
import { catchDownloads } from '../support/downloads';

afterEach(() => vi.restoreAllMocks());

type Row = RaRecord & { name: string };
const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, name: `=name ${from + i}` }));

/** A data provider whose getList serves `all` in pages, as a paged server does; `onPage` may replace an answer. */
function pagedProvider(all: Row[], onPage?: (page: number, params: GetListParams) => Promise<GetListResult> | void) {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams): Promise<GetListResult> => {
    calls.push(params);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const answer = onPage?.(page, params);
    if (answer) return answer;
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  });
  return { provider: { getList } as unknown as DataProvider, getList, calls };
}

const ticketsQuery = { filter: { status: 'open' }, sort: { field: 'createdAt', order: 'DESC' as const } };

describe('fetchAllPages', () => {
  it('asks a paged list for every page of 1,000 with its filter and order, and reports each page', async () => {
    const { provider, calls } = pagedProvider(rows(2500));
    const progress: unknown[] = [];
    const records = await fetchAllPages(provider, 'customerCare', ticketsQuery, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(records.map((r) => r.id)).toEqual(rows(2500).map((r) => r.id));
    expect(calls.map((c) => c.pagination)).toEqual([1, 2, 3].map((page) => ({ page, perPage: EXPORT_PAGE_SIZE })));
    for (const call of calls) {
      expect(call.filter).toEqual({ status: 'open' });
      expect(call.sort).toEqual({ field: 'createdAt', order: 'DESC' });
      expect(call.signal).toBeInstanceOf(AbortSignal);
      // The export tells a failure itself: no toast besides.
      expect(call.meta).toEqual({ silent: true });
    }
    expect(progress).toEqual([
      { fetched: 1000, total: 2500 },
      { fetched: 2000, total: 2500 },
      { fetched: 2500, total: 2500 },
    ]);
  });

  it('stops after a full last page when the total is reached, and at a short page when the total is not known', async () => {
    const exact = pagedProvider(rows(2000));
    await fetchAllPages(exact.provider, 'customerCare', ticketsQuery, { signal: new AbortController().signal });
    expect(exact.calls).toHaveLength(2);

    const all = rows(1500);
    const untold = pagedProvider(all, (page) =>
      Promise.resolve({ data: all.slice((page - 1) * 1000, page * 1000), total: undefined } as GetListResult),
    );
    const records = await fetchAllPages(untold.provider, 'customerCare', ticketsQuery, {
      signal: new AbortController().signal,
    });
    expect(records).toHaveLength(1500);
    expect(untold.calls).toHaveLength(2);
  });

  it('keeps to a server that answers fewer per page than asked, and still reads every record', async () => {
    const all = rows(2500);
    const cap = 100;
    const { provider, calls } = pagedProvider(all, (page, params) => {
      const size = Math.min(params.pagination?.perPage ?? cap, cap);
      return Promise.resolve({ data: all.slice((page - 1) * size, page * size), total: all.length });
    });
    const records = await fetchAllPages(provider, 'customerCare', ticketsQuery, {
      signal: new AbortController().signal,
    });
    expect(records.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(calls).toHaveLength(25);
  });

  it('asks a whole list once, for everything', async () => {
    const { provider, calls } = pagedProvider(rows(400));
    const records = await fetchAllPages(provider, 'branches', { filter: {} }, { signal: new AbortController().signal });
    expect(records).toHaveLength(400);
    expect(calls).toHaveLength(1);
    expect(calls[0].pagination?.page).toBe(1);
    expect(calls[0].pagination?.perPage).toBeGreaterThanOrEqual(400);
  });

  it('keeps a record once when a new one pushes it onto the next page while the pages are read', async () => {
    const all = rows(1500);
    const { provider } = pagedProvider(all, (page) => {
      // Page 2 is read after a new record came first: the old page's last record opens page 2.
      if (page === 2) return Promise.resolve({ data: all.slice(999, 1500), total: 1501 });
    });
    const records = await fetchAllPages(provider, 'customerCare', ticketsQuery, {
      signal: new AbortController().signal,
    });
    expect(records).toHaveLength(1500);
    expect(new Set(records.map((r) => r.id)).size).toBe(1500);
  });

  it('stops asking when cancelled: the call under way is aborted and no further page is asked for', async () => {
    const controller = new AbortController();
    const { provider, calls } = pagedProvider(rows(5000), (page, params) => {
      if (page !== 2) return;
      controller.abort();
      // As fetch does: an aborted signal rejects the call under way.
      return Promise.reject(params.signal?.reason as Error);
    });
    await expect(
      fetchAllPages(provider, 'customerCare', ticketsQuery, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(2);
  });

  it('asks for no further page when cancelled while a page was answered', async () => {
    const controller = new AbortController();
    const all = rows(5000);
    const { provider, calls } = pagedProvider(all, (page) => {
      if (page !== 2) return;
      controller.abort();
      return Promise.resolve({ data: all.slice(1000, 2000), total: all.length });
    });
    const progress = vi.fn();
    await expect(
      fetchAllPages(provider, 'customerCare', ticketsQuery, { signal: controller.signal, onProgress: progress }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(2);
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('rejects with the failed page’s error and hands back nothing', async () => {
    const failure = new Error('Server Error');
    const { provider, calls } = pagedProvider(rows(5000), (page) => (page === 3 ? Promise.reject(failure) : undefined));
    await expect(
      fetchAllPages(provider, 'customerCare', ticketsQuery, { signal: new AbortController().signal }),
    ).rejects.toBe(failure);
    expect(calls).toHaveLength(3);
  });
});

describe('exportList', () => {
  const columns: CsvColumn<Row>[] = [
    { label: 'Id', value: (row) => row.id },
    { label: 'Name', value: (row) => row.name },
  ];
  const file = csvExporter<Row>('rows', columns);

  it('saves every page as one file, the same text toCsv writes, formulas neutralised', async () => {
    const all = rows(2345);
    const { provider } = pagedProvider(all);
    const { files: saved, saved: names } = catchDownloads();
    await exportList(
      provider,
      file,
      { resource: 'customerCare', ...ticketsQuery },
      { signal: new AbortController().signal },
    );
    expect(names).toEqual(['rows.csv']);
    expect(saved).toHaveLength(1);
    const text = await saved[0].text();
    expect(text).toBe(toCsv(all, columns));
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(2346);
    expect(lines[0]).toBe(`${BOM}Id,Name`);
    expect(lines[2345]).toBe("r2344,'=name 2344");
  });

  it('saves the same rows as an Excel workbook when asked, each text a text cell as it is', async () => {
    const all = rows(1500);
    const { provider } = pagedProvider(all);
    const { files: saved, saved: names } = catchDownloads();
    await exportList(
      provider,
      file,
      { resource: 'customerCare', ...ticketsQuery },
      { signal: new AbortController().signal, format: 'xlsx' },
    );
    expect(names).toEqual(['rows.xlsx']);
    expect(saved).toHaveLength(1);
    expect(saved[0].type).toBe(XLSX_TYPE);
    const sheet = strFromU8(unzipSync(new Uint8Array(await saved[0].arrayBuffer()))['xl/worksheets/sheet1.xml']);
    expect(sheet.match(/<row /g)).toHaveLength(1501);
    expect(sheet).toContain(
      '<row r="1501"><c r="A1501" t="inlineStr"><is><t>r1499</t></is></c><c r="B1501" t="inlineStr"><is><t>=name 1499</t></is></c></row>',
    );
  });

  it('saves nothing when a page fails', async () => {
    const { provider } = pagedProvider(rows(3000), (page) =>
      page === 2 ? Promise.reject(new Error('Network Error')) : undefined,
    );
    const { files: saved, saved: names } = catchDownloads();
    await expect(
      exportList(
        provider,
        file,
        { resource: 'customerCare', ...ticketsQuery },
        { signal: new AbortController().signal },
      ),
    ).rejects.toThrow('Network Error');
    expect(saved).toEqual([]);
    expect(names).toEqual([]);
  });

  it('saves nothing when cancelled while the file is written', async () => {
    const controller = new AbortController();
    const all = rows(50);
    const { provider } = pagedProvider(all);
    const { files: saved } = catchDownloads();
    const cancelling = csvExporter<Row>('rows', [
      {
        label: 'Id',
        value: (row) => {
          if (row.id === 'r10') controller.abort();
          return row.id;
        },
      },
    ]);
    await expect(
      exportList(provider, cancelling, { resource: 'customerCare', ...ticketsQuery }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(saved).toEqual([]);
  });
});

describe('toCsvParts', () => {
  const columns: CsvColumn<Row>[] = [{ label: 'Name', value: (row) => row.name }];

  /** A clock that moves on a little at each reading, as it does on a slow machine: slices of a few rows. */
  function slowClock() {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += SLICE_MS / 3));
  }

  it('writes the same text as toCsv, a header alone for no rows', async () => {
    for (const count of [0, 1, 2, 1000]) {
      expect((await toCsvParts(rows(count), columns)).join('')).toBe(toCsv(rows(count), columns));
    }
  });

  it('writes a slice of rows at a time when rows take long, the text still the same', async () => {
    slowClock();
    const parts = await toCsvParts(rows(100), columns);
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.join('')).toBe(toCsv(rows(100), columns));
  });

  it('stops between slices when cancelled', async () => {
    slowClock();
    const controller = new AbortController();
    const counted = vi.fn((row: Row) => row.name);
    const writing = toCsvParts(rows(100), [{ label: 'Name', value: counted }], controller.signal);
    controller.abort();
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(counted.mock.calls.length).toBeLessThan(10);
  });
});
