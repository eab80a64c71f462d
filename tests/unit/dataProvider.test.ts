import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dataProvider } from '@/dataProvider';
import { ConflictError } from '@/dataProvider/freshWrite';
import { pick } from '@/dataProvider/bodyFields';
import { endpointRows } from '@/dataProvider/endpoints';
import { contractCall } from '@/dataProvider/contract/calls';
import { SCHEMAS } from '@/dataProvider/contract/schemas';
import type { BranchChanges, BranchInput, SystemUserChanges, SystemUserInput } from '@/dataProvider/types';
import { mockFetch } from '../support/fetchMock';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { isActive: vi.fn(() => false), dismiss: vi.fn() }),
}));
afterEach(() => vi.restoreAllMocks());

const users = [
  { id: 'u1', firstName: 'Amal', email: 'a@x.com' },
  { id: 'u2', firstName: 'Badr', email: 'b@x.com' },
];

describe('getList', () => {
  it('asks a paged endpoint for the page, sort and filters, and takes its total', async () => {
    const { seen } = mockFetch({ body: { data: users, total: 57 } });
    const result = await dataProvider.getList('users', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'email', order: 'DESC' },
      filter: { q: 'am', archived: false },
    });
    const query = Object.fromEntries(seen[0].url.searchParams);
    expect(seen[0].url.pathname).toBe('/api/v1/system-user');
    expect(query).toEqual({ page: '3', limit: '20', sort: 'email', order: 'DESC', q: 'am', archived: 'false' });
    expect(result).toEqual({ data: users, total: 57 });
  });

  it('pages a whole-list endpoint in the browser and gives ids from the resource key', async () => {
    const settings = [
      { key: 'b', value: '2' },
      { key: 'a', value: '1' },
      { key: 'c', value: '3' },
    ];
    const { seen } = mockFetch({ body: settings });
    const result = await dataProvider.getList('settings', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'key', order: 'ASC' },
      filter: {},
    });
    expect([...seen[0].url.searchParams.keys()]).toEqual([]);
    expect(result.total).toBe(3);
    expect(result.data.map((record) => record.id)).toEqual(['a', 'b']);
  });

  it('pages a paged endpoint in the browser when it answers a bare array after all', async () => {
    mockFetch({ body: users });
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [users[0]], total: 2 });
  });
});

describe('the plans list (GET subscriptions/admin-plans (active))', () => {
  it('sends active=true when filtered to active plans and active=false (every plan) otherwise', async () => {
    const { seen } = mockFetch({ body: [] });
    await dataProvider.getList('plans', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'active' },
    });
    await dataProvider.getList('plans', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(seen.map((request) => [request.url.pathname, request.url.searchParams.get('active')])).toEqual([
      ['/api/v1/subscriptions/admin-plans', 'true'],
      ['/api/v1/subscriptions/admin-plans', 'false'],
    ]);
  });
});

describe('getOne and getMany', () => {
  it('reads one record from its endpoint', async () => {
    const { seen } = mockFetch({ body: { id: 'it_1', name: { en: 'Foul', ar: 'فول' } } });
    const { data } = await dataProvider.getOne('menus', { id: 'it_1' });
    expect(seen[0].url.pathname).toBe('/api/v1/menu/it_1/get');
    expect(data).toMatchObject({ id: 'it_1' });
  });

  it("reads a system user from the spec's list call (GET system-user), page after page until found", async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => ({ ...users[0], id: `p1_${i}` }));
    const { seen } = mockFetch({ body: { data: page1, total: 101 } }, { body: { data: [users[1]], total: 101 } });
    const { data } = await dataProvider.getOne('users', { id: users[1].id });
    expect(seen.map((request) => [request.method, request.url.pathname, request.url.searchParams.get('page')])).toEqual(
      [
        ['GET', '/api/v1/system-user', '1'],
        ['GET', '/api/v1/system-user', '2'],
      ],
    );
    expect(data).toEqual(users[1]);
  });

  it('reads a record from the list when the resource has no one-record endpoint', async () => {
    const { seen } = mockFetch({
      body: [
        { key: 'vat', value: '15' },
        { key: 'min', value: '30' },
      ],
    });
    const { data } = await dataProvider.getOne('settings', { id: 'min' });
    expect(seen[0].url.pathname).toBe('/api/v1/settings');
    expect(data).toEqual({ id: 'min', key: 'min', value: '30' });
  });

  it('reads many records of a keyed whole list at once', async () => {
    const { seen } = mockFetch({ body: [{ sk: 'br_1' }, { sk: 'br_2' }, { sk: 'br_3' }] });
    const { data } = await dataProvider.getMany('branches', { ids: ['br_1', 'br_3'] });
    expect(seen).toHaveLength(1);
    expect(data.map((record) => record.id)).toEqual(['br_1', 'br_3']);
  });
});

describe('create and update', () => {
  it('creates a user with POST and only the fields the API takes', async () => {
    const { seen } = mockFetch({ status: 201, body: { ...users[0] } });
    await dataProvider.create('users', {
      data: {
        firstName: 'Amal',
        lastName: 'S',
        email: 'a@x.com',
        privilege: 'admin',
        password: 'secret12',
        extra: 'dropped',
      },
    });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/v1/system-user');
    expect(seen[0].body).toEqual({
      firstName: 'Amal',
      lastName: 'S',
      email: 'a@x.com',
      privilege: 'admin',
      password: 'secret12',
    });
  });

  it('updates a user with PUT system-user/{id}, the id leaving the body', async () => {
    const { seen } = mockFetch({ body: { data: users, total: 2 } }, { body: users[0] });
    await dataProvider.update('users', {
      id: 'u1',
      data: { id: 'u1', firstName: 'Amal', roles: ['admin'] },
      previousData: users[0],
    });
    // The user as the server has it now first (the list, as the spec has no GET of one user), then the save.
    expect(seen[0].method).toBe('GET');
    expect(seen[1].method).toBe('PUT');
    expect(seen[1].url.pathname).toBe('/api/v1/system-user/u1');
    expect(seen[1].body).toEqual({ firstName: 'Amal' });
  });

  it('creates a setting with PATCH settings/{key}, as the API has no POST for settings', async () => {
    const { seen } = mockFetch({ body: { key: 'new_key', value: 'x' } });
    const { data } = await dataProvider.create('settings', { data: { key: 'new_key', value: 'x' } });
    expect(seen[0].method).toBe('PATCH');
    expect(seen[0].url.pathname).toBe('/api/v1/settings/new_key');
    expect(seen[0].body).toEqual({ value: 'x' });
    expect(data.id).toBe('new_key');
  });

  it('updates a setting with PATCH settings/{id}', async () => {
    const { seen } = mockFetch({ body: [{ key: 'vat', value: '15' }] }, { body: { key: 'vat', value: '16' } });
    await dataProvider.update('settings', {
      id: 'vat',
      data: { id: 'vat', key: 'vat', value: '16' },
      previousData: { id: 'vat', key: 'vat', value: '15' },
    });
    expect(seen[1].method).toBe('PATCH');
    expect(seen[1].url.pathname).toBe('/api/v1/settings/vat');
    expect(seen[1].body).toEqual({ value: '16' });
  });
});

/** The fields a body schema of the contract names; of a union (a save that creates or changes), each member's. */
function fieldsOf(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(fieldsOf);
  throw new Error('A body that is not an object');
}

/** The fields the contract's call takes; a call it does not know, or one that takes no body, fails the test. */
function bodyFieldsOf(method: string, path: string): string[] {
  const call = contractCall(method, path);
  if (!call?.body) throw new Error(`${method} ${path} is no call of the contract's that takes a body`);
  return fieldsOf(SCHEMAS[call.body]);
}

describe("the fields a row sends, typed by the contract's bodies", () => {
  it('fails the typecheck on a field the body does not have, renamed or extra (npm run typecheck fails without each marked line)', () => {
    const user = { firstName: 'Amal', lastName: 'S', email: 'a@x.com' };
    // @ts-expect-error: the contract's user has `firstName`, not `first_name`.
    expect(pick<SystemUserInput | SystemUserChanges>('first_name', 'lastName')(user)).toEqual({ lastName: 'S' });
    // @ts-expect-error: a branch's body has no `orders` (a day's orders are read by a call of their own).
    expect(pick<BranchInput | BranchChanges>('name', 'orders')({ name: 'Olaya' })).toEqual({ name: 'Olaya' });
    // @ts-expect-error: a change of a user takes no password (only its creation does).
    expect(pick<SystemUserChanges>('email', 'password')(user)).toEqual({ email: 'a@x.com' });
    // @ts-expect-error: without the body's type, the typecheck accepts no field.
    expect(pick('email')(user)).toEqual({ email: 'a@x.com' });
  });

  it('sends only the named fields the data has, and says which they are', () => {
    const toBody = pick<SystemUserInput | SystemUserChanges>('firstName', 'email', 'archived');
    expect(toBody.fields).toEqual(['firstName', 'email', 'archived']);
    expect(toBody({ id: 'u1', firstName: 'Amal', email: undefined, archived: false, roles: ['admin'] })).toEqual({
      firstName: 'Amal',
      archived: false,
    });
  });

  it("names in each row only fields that its create or update call takes, by the contract's body schemas", () => {
    let checked = 0;
    for (const [resource, row] of Object.entries(endpointRows)) {
      if (!row?.toBody) continue;
      const saves = [row.create, row.update].filter((save) => save !== undefined);
      expect(saves, `${resource} sends its toBody with a create or an update`).not.toEqual([]);
      const taken = saves.flatMap((save) => bodyFieldsOf(save.method, save.path));
      expect(
        row.toBody.fields.filter((field) => !taken.includes(field)),
        `${resource}: fields no body of its saves takes`,
      ).toEqual([]);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("names in each action's picked body only fields that its call takes", () => {
    let checked = 0;
    for (const [resource, row] of Object.entries(endpointRows)) {
      for (const [name, action] of Object.entries(row?.actions ?? {})) {
        if (!action.body || !('fields' in action.body)) continue;
        const taken = bodyFieldsOf(action.method, action.path);
        expect(
          action.body.fields.filter((field) => !taken.includes(field)),
          `${resource} ${name}`,
        ).toEqual([]);
        checked += 1;
      }
    }
    // The two comment threads' at least.
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe('custom verbs', () => {
  it('activates and deactivates a user with POST system-user/activate|deactivate/{id}', async () => {
    const { seen } = mockFetch({ body: { ...users[0], active: false } });
    const { data } = await dataProvider.action('users', { action: 'deactivate', id: 'u1' });
    await dataProvider.action('users', { action: 'activate', id: 'u1' });
    expect(seen.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/v1/system-user/deactivate/u1',
      'POST /api/v1/system-user/activate/u1',
    ]);
    expect(data).toMatchObject({ id: 'u1', active: false });
  });

  it('archives a user with PUT system-user/{id} and the whole user, as the form saves it, with archived: true', async () => {
    // Someone corrected the last name after the list was read: the archive sends the user as the server has it now.
    const now = { ...users[0], lastName: 'Corrected' };
    const { seen } = mockFetch({ body: { data: [now], total: 1 } }, { body: { ...now, archived: true } });
    await dataProvider.action('users', { action: 'archive', id: users[0].id, record: users[0] });
    // Found again in one call, by the list's search for the e-mail the row had.
    expect(seen[0].url.searchParams.get('q')).toBe('a@x.com');
    expect(seen[1].method).toBe('PUT');
    expect(seen[1].url.pathname).toBe(`/api/v1/system-user/${users[0].id}`);
    expect(seen[1].body).toEqual({ firstName: 'Amal', lastName: 'Corrected', email: 'a@x.com', archived: true });
  });

  it('sends a branch, plan or banner toggle as the whole record with the one field changed', async () => {
    const branch = {
      sk: 'br_1',
      name: { en: 'Olaya', ar: 'العليا' },
      phone: '+966500000000',
      status: 'active',
      archived: false,
      shifts: [],
    };
    const { seen } = mockFetch({ body: branch }, { body: { ...branch, status: 'inactive' } });
    await dataProvider.action('branches', { action: 'deactivate', id: 'br_1', record: { ...branch, id: 'br_1' } });
    expect([seen[0].method, seen[0].url.pathname]).toEqual(['GET', '/api/v1/Branches/br_1']);
    expect([seen[1].method, seen[1].url.pathname]).toEqual(['PUT', '/api/v1/Branches/br_1']);
    expect(seen[1].body).toMatchObject({
      name: branch.name,
      phone: branch.phone,
      shifts: [],
      archived: false,
      status: 'inactive',
    });
  });

  it('answers null data when the call returns only a message', async () => {
    mockFetch({ body: { message: 'done' } });
    await expect(dataProvider.action('users', { action: 'activate', id: 'u1' })).resolves.toEqual({ data: null });
  });

  it('refuses an action or a resource that the table does not have, the action already in the typecheck', async () => {
    // @ts-expect-error: users has no action "explode", and the compiler says so (npm run typecheck fails without this line).
    await expect(dataProvider.action('users', { action: 'explode', id: 'u1' })).rejects.toThrow(/explode/);
    // @ts-expect-error: nor does any resource a misspelt action ("actvate").
    await expect(dataProvider.action('promoCodes', { action: 'actvate', id: 'X' })).rejects.toThrow(/actvate/);
    await expect(
      dataProvider.getList('nowhere', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/nowhere/);
  });
});

describe('a save when someone else saved the record meanwhile', () => {
  const loaded = { id: 'SAVE761', code: 'SAVE761', _id: 'pc_1', name: 'Spring', minCartValue: 75, tag: '' };
  const theirs = { ...loaded, minCartValue: 86 };
  const save = (data: object, previousData = loaded) =>
    dataProvider.update('promoCodes', { id: 'SAVE761', data: { ...loaded, ...data }, previousData });

  it('reads the record just before, keeps their change and sends mine, with If-Match of the read', async () => {
    const { seen } = mockFetch({ body: theirs, headers: { etag: '"v2"' } }, { body: { ...theirs, name: 'Summer' } });
    await save({ name: 'Summer' });
    expect(seen.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/v1/promo-codes/SAVE761',
      'PUT /api/v1/promo-codes/pc_1',
    ]);
    expect(seen[1].headers.get('if-match')).toBe('"v2"');
    expect(seen[1].body).toMatchObject({ name: 'Summer', minCartValue: 86 });
  });

  it('sends no If-Match when the server gave no ETag', async () => {
    const { seen } = mockFetch({ body: theirs }, { body: theirs });
    await save({ name: 'Summer' });
    expect(seen[1].headers.has('if-match')).toBe(false);
  });

  it('stops before sending when both changed one field, naming it and carrying their record', async () => {
    const { seen } = mockFetch({ body: theirs });
    const refused = await save({ minCartValue: 90 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).fields).toEqual(['minCartValue']);
    expect((refused as ConflictError).theirs).toMatchObject({ minCartValue: 86 });
    expect(seen).toHaveLength(1);
  });

  it('on a 412 builds the save again on the record it carries, then sends it with that ETag', async () => {
    const later = { ...theirs, tag: 'ramadan' };
    const { seen } = mockFetch(
      { body: theirs, headers: { etag: '"v2"' } },
      { status: 412, body: later, headers: { etag: '"v3"' } },
      { body: { ...later, name: 'Summer' } },
    );
    await save({ name: 'Summer' });
    expect(seen[2].headers.get('if-match')).toBe('"v3"');
    expect(seen[2].body).toMatchObject({ name: 'Summer', minCartValue: 86, tag: 'ramadan' });
  });

  it('on a 412 whose record changed my field too, asks instead of sending', async () => {
    const { seen } = mockFetch(
      { body: loaded, headers: { etag: '"v1"' } },
      { status: 412, body: { ...loaded, name: 'Autumn' }, headers: { etag: '"v3"' } },
    );
    const refused = await save({ name: 'Summer' }).catch((error: unknown) => error);
    expect((refused as ConflictError).fields).toEqual(['name']);
    expect(seen).toHaveLength(2);
  });

  it('says a record deleted meanwhile, and sends nothing', async () => {
    const { seen } = mockFetch({ status: 404, body: { message: 'Promo code not found' } });
    await expect(save({ name: 'Summer' })).rejects.toMatchObject({ status: 404, message: /deleted/ });
    expect(seen).toHaveLength(1);
  });
});
