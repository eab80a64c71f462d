import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import { dataProvider } from '@/dataProvider';
import { ConflictError, withSaveBase } from '@/dataProvider/freshWrite';
import type { ResourceName } from '@/dataProvider/endpoints';
import { setUpFakeApi, signInAs } from '../support/renderApp';

setUpFakeApi();

/**
 * Each family of forms that saves a whole record, with one field another person changes and another this person
 * changes. Every save goes through the data provider as the form's does (its data the record with the form's
 * changes, its base the record as the form loaded it), and the API is read afterwards.
 */
interface Family {
  resource: ResourceName;
  /** The record's id; undefined: the first of the list. */
  id?: string;
  theirs: (record: RaRecord) => Partial<RaRecord>;
  mine: (record: RaRecord) => Partial<RaRecord>;
  /** Mine, in the field they changed, to another value than theirs. */
  clash: (record: RaRecord) => Partial<RaRecord>;
}

const named = (record: RaRecord, en: string) => ({ name: { ...(record.name as object), en } });

const FAMILIES: Family[] = [
  {
    resource: 'branches',
    id: 'br_0001',
    theirs: () => ({ deliveryFees: 9 }),
    mine: () => ({ description: 'Mine: the Olaya branch' }),
    clash: () => ({ deliveryFees: 12 }),
  },
  {
    resource: 'menus',
    id: 'it_0001',
    theirs: () => ({ price: 47 }),
    mine: (item) => named(item, 'Mine Shakshuka'),
    clash: () => ({ price: 52 }),
  },
  {
    resource: 'menuCategories',
    id: 'cat_01',
    theirs: () => ({ nameAr: 'فطور اليوم' }),
    mine: () => ({ name: 'Mine breakfast' }),
    clash: () => ({ nameAr: 'فطوري' }),
  },
  {
    resource: 'promoCodes',
    id: 'FAMILY5',
    theirs: () => ({ minCartValue: 86 }),
    mine: () => ({ name: 'Mine family discount' }),
    clash: () => ({ minCartValue: 90 }),
  },
  {
    resource: 'offers',
    id: 'off_001',
    theirs: () => ({ discount: 30 }),
    mine: (offer) => named(offer, 'Mine Ramadan nights'),
    clash: () => ({ discount: 35 }),
  },
  {
    resource: 'vouchers',
    id: 'vch_0001',
    theirs: () => ({ balance: 600 }),
    mine: () => ({ group: 'Mine Ramadan' }),
    clash: () => ({ balance: 650 }),
  },
  {
    resource: 'banners',
    id: 'bnr_001',
    theirs: () => ({ name: 'Their breakfast all day' }),
    mine: () => ({ validTo: '2026-11-30' }),
    clash: () => ({ name: 'Mine breakfast all day' }),
  },
  {
    resource: 'plans',
    id: 'plan_001',
    theirs: () => ({ allowedFreezeDays: 5 }),
    mine: (plan) => named(plan, 'Mine Keto'),
    clash: () => ({ allowedFreezeDays: 3 }),
  },
  {
    resource: 'users',
    theirs: () => ({ lastName: 'Theirs' }),
    mine: () => ({ firstName: 'Mine' }),
    clash: () => ({ lastName: 'Mine' }),
  },
];

async function recordOf({ resource, id }: Family): Promise<RaRecord> {
  if (id) return (await dataProvider.getOne(resource, { id })).data;
  const { data } = await dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data[0];
}

/** A form's save: its values, with the record as that form loaded it. */
const saveFrom = (resource: ResourceName, loaded: RaRecord, change: Partial<RaRecord>) =>
  dataProvider.update(resource, {
    id: loaded.id,
    data: withSaveBase({ ...loaded, ...change }, { base: loaded }),
    previousData: loaded,
  });

describe('two people save one record: each family of forms', () => {
  for (const family of FAMILIES) {
    it(`${family.resource}: a field only they changed keeps their value and a field only I changed is sent`, async () => {
      await signInAs('admin@example.com');
      const loaded = await recordOf(family);
      await saveFrom(family.resource, loaded, family.theirs(loaded));
      await saveFrom(family.resource, loaded, family.mine(loaded));
      const stored = await recordOf({ ...family, id: String(loaded.id) });
      expect(stored).toMatchObject({ ...family.theirs(loaded), ...family.mine(loaded) });
    });

    it(`${family.resource}: a field both changed is named and nothing is sent; "Keep mine" then sends mine and keeps theirs elsewhere`, async () => {
      await signInAs('admin@example.com');
      const loaded = await recordOf(family);
      await saveFrom(family.resource, loaded, { ...family.theirs(loaded), ...family.mine(loaded) });
      const afterTheirs = await recordOf({ ...family, id: String(loaded.id) });
      const mine = family.clash(loaded);
      const refused = await saveFrom(family.resource, loaded, mine).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConflictError);
      const { fields, theirs } = refused as ConflictError;
      expect(fields).toEqual(Object.keys(mine));
      expect(await recordOf({ ...family, id: String(loaded.id) })).toEqual(afterTheirs);

      await dataProvider.update(family.resource, {
        id: loaded.id,
        data: withSaveBase({ ...loaded, ...mine }, { base: loaded, kept: { fields, seen: theirs } }),
        previousData: loaded,
      });
      const stored = await recordOf({ ...family, id: String(loaded.id) });
      expect(stored).toMatchObject({ ...family.mine(loaded), ...mine });
    });
  }

  it('plan settings: their submit time is kept beside my hours, and both changing the hours asks', async () => {
    await signInAs('admin@example.com');
    const read = async () => (await dataProvider.action('planSettings', { action: 'read' })).data as RaRecord;
    const loaded = await read();
    const save = (change: object) =>
      dataProvider.action('planSettings', {
        action: 'save',
        data: withSaveBase({ ...loaded, ...change }, { base: loaded }),
      });
    await save({ submitTime: '21:00' });
    await save({ disableEditBefore: 36 });
    expect(await read()).toMatchObject({ submitTime: '21:00', disableEditBefore: 36 });
    const refused = await save({ submitTime: '19:00' }).catch((error: unknown) => error);
    expect((refused as ConflictError).fields).toEqual(['submitTime']);
  });

  it('loyalty: their threshold is kept beside my points per SAR and my week, and both changing the threshold asks', async () => {
    await signInAs('admin@example.com');
    const read = async () => (await dataProvider.action('loyalty', { action: 'read' })).data as RaRecord;
    const loaded = await read();
    const programme = (record: RaRecord) => ({
      threshold: record.threshold,
      pointsPerSar: record.pointsPerSar,
      rewards: record.rewards,
      weeks: [],
    });
    const save = (change: object) =>
      dataProvider.action('loyalty', {
        action: 'save',
        data: withSaveBase({ ...programme(loaded), ...change }, { base: loaded }),
      });
    await save({ threshold: Number(loaded.threshold) + 100 });
    await save({ pointsPerSar: Number(loaded.pointsPerSar) + 1 });
    expect(await read()).toMatchObject({
      threshold: Number(loaded.threshold) + 100,
      pointsPerSar: Number(loaded.pointsPerSar) + 1,
      rewards: loaded.rewards,
    });
    const refused = await save({ threshold: Number(loaded.threshold) + 50 }).catch((error: unknown) => error);
    expect((refused as ConflictError).fields).toEqual(['threshold']);
  });

  it('settings: a value saved by someone else meanwhile is not overwritten in silence', async () => {
    await signInAs('admin@example.com');
    const loaded = (await dataProvider.getOne('settings', { id: 'about_link' })).data;
    await saveFrom('settings', loaded, { value: 'https://example.com/theirs' });
    const refused = await saveFrom('settings', loaded, { value: 'https://example.com/mine' }).catch((e: unknown) => e);
    expect((refused as ConflictError).fields).toEqual(['value']);
  });
});
