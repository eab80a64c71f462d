import { describe, expect, it } from 'vitest';
import { pageInBrowser, readList, readRecord, withId } from '@/dataProvider/normalize';

describe('list answer shapes', () => {
  const rows = [{ id: 1 }, { id: 2 }];
  it('reads a bare array as a whole list', () => {
    expect(readList(rows)).toEqual({ records: rows, total: undefined });
  });
  it('reads {data} as a whole list', () => {
    expect(readList({ data: rows })).toEqual({ records: rows, total: undefined });
  });
  it('reads {data, total} as a server page', () => {
    expect(readList({ data: rows, total: 40 })).toEqual({ records: rows, total: 40 });
  });
  it('reads {items, total} as a server page', () => {
    expect(readList({ items: rows, total: 7 })).toEqual({ records: rows, total: 7 });
  });
  it('refuses an answer of none of these shapes', () => {
    expect(() => readList({ rows })).toThrow();
    expect(() => readList('oops')).toThrow();
  });
});

describe('one record', () => {
  it('reads a bare record and a {data} wrapped one alike', () => {
    expect(readRecord({ id: 'a', name: 'x' })).toEqual({ id: 'a', name: 'x' });
    expect(readRecord({ data: { id: 'a', name: 'x' } })).toEqual({ id: 'a', name: 'x' });
  });
  it('takes the id from the resource key when the record has no id', () => {
    expect(withId({ sk: 'br_0001', pk: 'BRANCH' }, 'sk').id).toBe('br_0001');
    expect(withId({ key: 'vat', value: '15' }, 'key').id).toBe('vat');
    expect(withId({ code: 'SAVE10' }, 'code').id).toBe('SAVE10');
  });
  it('keeps an id the record already has', () => {
    expect(withId({ id: 7, sk: 'other' }, 'sk').id).toBe(7);
  });
  it('refuses a record with neither', () => {
    expect(() => withId({ name: 'x' }, 'sk')).toThrow();
  });
});

describe('a whole list paged, sorted and filtered in the browser', () => {
  const records = [
    { id: 1, name: { en: 'Riyadh Olaya', ar: 'الرياض العليا' }, status: 'active', archived: false, orders: 12 },
    { id: 2, name: { en: 'Jeddah Rawdah', ar: 'جدة الروضة' }, status: 'inactive', archived: true, orders: 3 },
    { id: 3, name: { en: 'Riyadh Malqa', ar: 'الرياض الملقا' }, status: 'active', archived: false, orders: 100 },
  ];
  const page = (query: Parameters<typeof pageInBrowser>[1]) => pageInBrowser(records, query);

  it('searches every text, nested and Arabic, case-insensitively with q', () => {
    expect(page({ page: 1, perPage: 10, filter: { q: 'riyadh' } }).data.map((r) => r.id)).toEqual([1, 3]);
    expect(page({ page: 1, perPage: 10, filter: { q: 'الروضة' } }).data.map((r) => r.id)).toEqual([2]);
  });
  it("looks for q only in the fields the endpoint names (a branch picker's names and reference code)", () => {
    const branches = [
      { id: 'a', name: { en: 'Olaya', ar: 'العليا' }, reference_code: 'RUH-012', phone: '+966110000350' },
      { id: 'b', name: { en: 'Malqa 350', ar: 'الملقا 350' }, reference_code: 'RUH-013', phone: '+966110000001' },
    ];
    const found = (q: string) =>
      pageInBrowser(branches, { page: 1, perPage: 10, filter: { q }, searchIn: ['name', 'reference_code'] }).data.map(
        (r) => r.id,
      );
    expect(found('350')).toEqual(['b']);
    expect(found('ruh-012')).toEqual(['a']);
    expect(found(' العليا ')).toEqual(['a']);
    expect(found('+966')).toEqual([]);
  });
  it('filters by field, with booleans given as strings or booleans', () => {
    expect(page({ page: 1, perPage: 10, filter: { archived: false } }).total).toBe(2);
    expect(page({ page: 1, perPage: 10, filter: { archived: 'true' } }).data.map((r) => r.id)).toEqual([2]);
    expect(page({ page: 1, perPage: 10, filter: { status: ['inactive'] } }).data.map((r) => r.id)).toEqual([2]);
  });
  it("matches a set of on/off flags by the name of a flag that is on (a branch's services)", () => {
    const branches = [
      { id: 'a', services: { delivery: true, pickup: false } },
      { id: 'b', services: { delivery: false, pickup: true } },
    ];
    expect(
      pageInBrowser(branches, { page: 1, perPage: 10, filter: { services: 'pickup' } }).data.map((r) => r.id),
    ).toEqual(['b']);
    expect(
      pageInBrowser(branches, { page: 1, perPage: 10, filter: { services: 'delivery' } }).data.map((r) => r.id),
    ).toEqual(['a']);
  });
  it('finds text in any language of a localized name filter (a branch search by name)', () => {
    expect(page({ page: 1, perPage: 10, filter: { name: 'malqa' } }).data.map((r) => r.id)).toEqual([3]);
    expect(page({ page: 1, perPage: 10, filter: { name: 'الرياض' } }).data.map((r) => r.id)).toEqual([1, 3]);
  });
  it('sorts numbers as numbers and nested fields by path, both ways', () => {
    expect(page({ page: 1, perPage: 10, sort: { field: 'orders', order: 'ASC' } }).data.map((r) => r.id)).toEqual([
      2, 1, 3,
    ]);
    expect(page({ page: 1, perPage: 10, sort: { field: 'name.en', order: 'DESC' } }).data.map((r) => r.id)).toEqual([
      1, 3, 2,
    ]);
  });
  it('pages after filtering and reports the filtered total', () => {
    const result = page({ page: 2, perPage: 1, filter: { status: 'active' }, sort: { field: 'id', order: 'ASC' } });
    expect(result).toEqual({ data: [records[2]], total: 2 });
  });
});
