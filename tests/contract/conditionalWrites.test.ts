// @vitest-environment node
/**
 * Conditional writes in the fake (dataProvider/fake/versions.ts), MDN's "mid-air collision": a record's read answers
 * its ETag, a whole-record write with that ETag in If-Match saves and answers the new one, a write with an ETag that
 * is no longer the record's is refused with 412, the current record and its ETag, and changes nothing, and a write
 * without If-Match is made as it always was. Every answer here is also held to the OpenAPI document, the ETag
 * included (fakeApi.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, preconditionRecordOf, type ContractCall } from '@/dataProvider/contract/calls';
import { EXAMPLES } from '@/dataProvider/contract/schemas';
import { etagOf, ifMatchAllows } from '@/dataProvider/fake/versions';
import { exampleBody } from './exampleBody';
import { call, serveFakeForThisFile, signIn, type Answer } from './fakeApi';

serveFakeForThisFile();

type Json = Record<string, unknown>;
const STRONG_TAG = /^"[0-9a-f]{32}"$/;

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

/** A record as its read answers it, with the ETag of that read. */
async function read(path: string): Promise<{ record: Json; etag: string | null }> {
  const answer = await call<Json>(path, { token: admin });
  expect(answer.status, `GET ${path}`).toBe(200);
  return { record: answer.body, etag: answer.headers.get('etag') };
}

const write = (method: string, path: string, body: unknown, ifMatch?: string) =>
  call<Json>(path, { method, body, token: admin, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });

/** The promo code the contract's PUT example changes (by its server id), read by its code as the app reads it. */
async function promoCodePath(): Promise<string> {
  const page = await call<{ data: { _id: string; code: string }[] }>('promo-codes?limit=1000', { token: admin });
  return `promo-codes/${page.body.data.find((promo) => promo._id === 'pc_00001')?.code}`;
}

interface Family {
  /** The write, as the contract names it. */
  name: string;
  /** Where the record is read, as the app reads it. */
  readPath: () => Promise<string>;
  /** The write with the `n`th change, each `n` a different record. */
  save: (n: number, ifMatch?: string) => Promise<Answer<Json>>;
}

const itemSave = EXAMPLES['POST menu/create-item'].saved?.body as Json;

/** One resource of each family whose record has a GET of its own. */
const FAMILIES: Family[] = [
  {
    name: 'PUT Branches/{branchId}',
    readPath: async () => 'Branches/br_0001',
    save: (n, ifMatch) =>
      write(
        'PUT',
        'Branches/br_0001',
        { ...exampleBody('PUT Branches/{branchId}'), description: `Olaya, edit ${n}` },
        ifMatch,
      ),
  },
  {
    name: 'PUT promo-codes/{id}',
    readPath: promoCodePath,
    save: (n, ifMatch) => write('PUT', 'promo-codes/pc_00001', { name: `Family cart discount ${n}` }, ifMatch),
  },
  {
    name: 'PATCH vouchers/{voucherId}',
    readPath: async () => 'vouchers/vch_0001',
    save: (n, ifMatch) => write('PATCH', 'vouchers/vch_0001', { balance: 300 + n }, ifMatch),
  },
  {
    name: 'POST menu/create-item (an item saved by its id)',
    readPath: async () => 'menu/it_0001/get',
    save: (n, ifMatch) => write('POST', 'menu/create-item', { ...itemSave, calories: 400 + n }, ifMatch),
  },
  {
    name: 'POST subscriptions/plan-settings',
    readPath: async () => 'subscriptions/plan-settings',
    save: (n, ifMatch) =>
      write(
        'POST',
        'subscriptions/plan-settings',
        { ...exampleBody('POST subscriptions/plan-settings'), disableFreezeBefore: n },
        ifMatch,
      ),
  },
];

describe.each(FAMILIES.map((family) => [family.name, family] as const))('%s', (_name, family) => {
  it('reads the record with a strong ETag, the hash of the record as answered', async () => {
    const { record, etag } = await read(await family.readPath());
    expect(etag).toMatch(STRONG_TAG);
    expect(etag).toBe(etagOf(record));
  });

  it('saves with the ETag just read and answers the new ETag, the one the next read gives', async () => {
    const path = await family.readPath();
    const before = await read(path);
    const saved = await family.save(1, before.etag ?? '');
    expect(saved.status).toBe(200);
    const newTag = saved.headers.get('etag');
    expect(newTag).toMatch(STRONG_TAG);
    expect(newTag).not.toBe(before.etag);
    expect(newTag).toBe(etagOf(saved.body));
    expect(await read(path)).toEqual({ record: saved.body, etag: newTag });
  });

  it('refuses a second save with the old ETag with 412, the current record and its ETag, and changes nothing', async () => {
    const path = await family.readPath();
    const old = await read(path);
    const first = await family.save(1, old.etag ?? '');
    expect(first.status).toBe(200);
    const current = await read(path);

    const stale = await family.save(2, old.etag ?? '');
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual(current.record);
    expect(stale.headers.get('etag')).toBe(current.etag);
    expect(await read(path), 'the stored record, read back').toEqual(current);

    // The 412's ETag is the one to send again once the change is merged.
    const retried = await family.save(2, stale.headers.get('etag') ?? '');
    expect(retried.status).toBe(200);
  });

  it('saves without If-Match as it always has, whatever the record became meanwhile', async () => {
    const path = await family.readPath();
    const before = await read(path);
    expect((await family.save(1)).status).toBe(200);
    const saved = await family.save(2);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).not.toBe(before.etag);
    expect(await read(path)).toEqual({ record: saved.body, etag: saved.headers.get('etag') });
  });
});

describe('PUT system-user/{userId}, a record read from its list (there is no GET of one system user)', () => {
  const path = EXAMPLES['PUT system-user/{userId}'].path ?? '';
  const userId = path.split('/').pop();
  const body = exampleBody('PUT system-user/{userId}');
  const save = (n: number, ifMatch?: string) => write('PUT', path, { ...body, firstName: `Dana ${n}` }, ifMatch);
  const listRow = async () => {
    const page = await call<{ data: Json[] }>('system-user?limit=1000', { token: admin });
    return page.body.data.find((user) => user.id === userId);
  };

  it('answers each write with the ETag of the user as the list shows it, and refuses a stale one with 412 and that row', async () => {
    const first = await save(1);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toBe(etagOf(await listRow()));

    const second = await save(2, tag ?? '');
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).not.toBe(tag);
    expect(second.headers.get('etag')).toBe(etagOf(await listRow()));

    const row = await listRow();
    const stale = await save(3, tag ?? '');
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual(row);
    expect(stale.headers.get('etag')).toBe(etagOf(row));
    expect(await listRow(), 'the list row, read back').toEqual(row);
  });

  it('lets a client that holds no ETag yet recover: its guess is refused with the current row and ETag, which then saves', async () => {
    const refused = await save(1, '"a-version-it-never-had"');
    expect(refused.status).toBe(412);
    expect(refused.body).toEqual(await listRow());
    const saved = await save(1, refused.headers.get('etag') ?? '');
    expect(saved.status).toBe(200);
    expect(saved.body.firstName).toBe('Dana 1');
  });
});

/** The request the contract's example makes to save a seeded record: a conditional write of that record. */
function savingExample(c: ContractCall) {
  const example = EXAMPLES[`${c.method} ${c.path}`];
  const request = (c.creates === 'new or change' ? example.saved : example) ?? {};
  return (ifMatch: string) => write(c.method, request.path ?? example.path ?? c.path, request.body, ifMatch);
}

const CONDITIONAL = CONTRACT_CALLS.filter((c) => preconditionRecordOf(c) !== undefined);

describe('If-Match on every whole-record write of the contract (RFC 9110 strong comparison)', () => {
  it('covers each whole-record write the app makes', () => {
    expect(CONDITIONAL.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [
        'PATCH settings/{id}',
        'PATCH vouchers/{voucherId}',
        'POST menu/create-item',
        'POST offers',
        'POST subscriptions/plan-settings',
        'PUT Branches/{branchId}',
        'PUT banners/{bannerId}',
        'PUT menu/categories',
        'PUT promo-codes/{id}',
        'PUT subscriptions/plans/{planId}',
        'PUT system-user/{userId}',
      ].sort(),
    );
  });

  it.each(CONDITIONAL.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: matches its current ETag, any tag of a list, and *; never a weak tag or another one',
    async (_name, c) => {
      const save = savingExample(c);
      const refused = await save('"not-its-version"');
      expect(refused.status).toBe(412);
      const current = refused.headers.get('etag') ?? '';
      expect(current).toBe(etagOf(refused.body));
      expect((await save(`W/${current}`)).status, 'the weak form of its tag').toBe(412);
      const saved = await save(`"another", ${current}`);
      expect(saved.status, 'a list holding its tag').toBe(200);
      expect((await save('*')).status, '*').toBe(200);
    },
  );

  it('reads an If-Match value as RFC 9110 does', () => {
    const tag = '"abc"';
    expect(ifMatchAllows('"abc"', tag)).toBe(true);
    expect(ifMatchAllows(' "x" ,"abc"', tag)).toBe(true);
    expect(ifMatchAllows('*', tag)).toBe(true);
    expect(ifMatchAllows('W/"abc"', tag)).toBe(false);
    expect(ifMatchAllows('abc', tag)).toBe(false);
    expect(ifMatchAllows('', tag)).toBe(false);
    // An opaque tag may hold a comma.
    expect(ifMatchAllows('"a,b"', '"a,b"')).toBe(true);
    expect(ifMatchAllows('"a", "b"', '"a,b"')).toBe(false);
  });

  it('answers 403 and 404 before the precondition, and the precondition before the body is read', async () => {
    const agent = await signIn('agent@example.com');
    const stale = { 'if-match': '"stale"' };
    const body = exampleBody('PUT Branches/{branchId}');
    const asAgent = await call('Branches/br_0001', { method: 'PUT', body, token: agent, headers: stale });
    expect(asAgent.status).toBe(403);
    expect((await write('PUT', 'Branches/br_none', body, '"stale"')).status).toBe(404);
    expect((await write('POST', 'menu/create-item', { ...itemSave, id: 'it_none' }, '"stale"')).status).toBe(404);

    const broken = { ...body, shifts: [] };
    expect((await write('PUT', 'Branches/br_0001', broken, '"stale"')).status, 'a stale save of a bad body').toBe(412);
    const { etag } = await read('Branches/br_0001');
    expect((await write('PUT', 'Branches/br_0001', broken, etag ?? '')).status, 'a current one').toBe(400);
  });

  it('refuses If-Match on a setting key no setting has (nothing there to match) and creates nothing; without it, creates', async () => {
    for (const ifMatch of ['"stale"', '*']) {
      const refused = await write('PATCH', 'settings/new_key', { value: 'x' }, ifMatch);
      expect(refused.status).toBe(412);
      expect(refused.body.message).toMatch(/If-Match/);
      expect(refused.headers.get('etag')).toBeNull();
    }
    expect((await read('settings')).record).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'new_key' })]),
    );
    const created = await write('PATCH', 'settings/new_key', { value: 'x' });
    expect(created.status).toBe(200);
    expect(created.headers.get('etag')).toBe(etagOf({ key: 'new_key', value: 'x' }));
  });

  it('reads no If-Match on a create (no id in the body names a record): the item is made', async () => {
    const { id: _id, ...newItem } = itemSave;
    const created = await write('POST', 'menu/create-item', newItem, '"stale"');
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe(etagOf(created.body));
  });
});

describe('ETag on the other answers of a versioned record', () => {
  it('answers a status change, a ticket move and a comment with the ETag the next read gives', async () => {
    const voucher = await call<Json>('vouchers/vch_0001/status', { method: 'POST', token: admin });
    expect(voucher.headers.get('etag')).toBe((await read('vouchers/vch_0001')).etag);
    const care = await signIn('care.admin@example.com');
    const commented = await call<Json>('customer-care/tk_100051/comment', {
      method: 'PUT',
      body: { text: 'Called the customer back.' },
      token: care,
    });
    expect(commented.status).toBe(200);
    const ticket = await call<Json>('customer-care/tk_100051', { token: care });
    expect(commented.headers.get('etag')).toBe(ticket.headers.get('etag'));
  });

  it("gives the signed-in user's own record from profile with the ETag its list row has", async () => {
    const profile = await read('system-user/profile');
    const page = await call<{ data: Json[] }>('system-user?limit=1000', { token: admin });
    expect(profile.etag).toBe(etagOf(page.body.data.find((user) => user.id === profile.record.id)));
  });

  it('sends no ETag with a list', async () => {
    for (const list of ['Branches', 'vouchers', 'system-user', 'settings']) {
      expect((await call(list, { token: admin })).headers.get('etag'), list).toBeNull();
    }
  });
});
