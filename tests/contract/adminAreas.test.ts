import { beforeEach, describe, expect, it } from 'vitest';
import type { Branch, Setting, SystemUser, Ticket } from '@/dataProvider/types';
import { call, signIn, serveFakeForThisFile } from './fakeApi';

serveFakeForThisFile();

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

type UserPage = { data: SystemUser[]; total: number };

const list = async (query: string) => (await call<UserPage>(`system-user?${query}`, { token: admin })).body;
const idOf = async (email: string) => {
  const found = (await list(`q=${encodeURIComponent(email)}`)).data.find((u) => u.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found.id;
};
const newUser = {
  firstName: 'Sara',
  lastName: 'Al-Malki',
  email: 'sara.new@example.com',
  privilege: 'customer_care_agent',
  password: 'longenough',
};

describe('the system user list', () => {
  it('pages: limit rows per page, total counts all 124 seeded users, pages do not overlap', async () => {
    const first = await list('page=1&limit=10');
    const second = await list('page=2&limit=10');
    expect(first.total).toBe(124);
    expect(first.data).toHaveLength(10);
    expect(second.data.map((u) => u.id)).not.toContain(first.data[0].id);
  });

  it('sorts by a field in either order', async () => {
    const asc = (await list('sort=email&order=ASC&limit=200')).data.map((u) => u.email);
    const desc = (await list('sort=email&order=DESC&limit=200')).data.map((u) => u.email);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(desc).toEqual([...asc].reverse());
  });

  it('filters by privilege and by active/archived given as "true"/"false"', async () => {
    const agents = await list('privilege=customer_care_agent&limit=200');
    expect(agents.total).toBeGreaterThan(0);
    expect(agents.data.every((u) => u.privilege === 'customer_care_agent')).toBe(true);
    const inactive = await list('active=false&limit=200');
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.data.every((u) => !u.active)).toBe(true);
    const archived = await list('archived=true&limit=200');
    const notArchived = await list('archived=false&limit=200');
    expect(archived.total + notArchived.total).toBe(124);
  });

  it('finds by q in first name, last name or email, ignoring case', async () => {
    expect((await list('q=AMAL')).data.map((u) => u.email)).toContain('admin@example.com');
    expect((await list('q=al-shehri')).data.map((u) => u.email)).toContain('agent@example.com');
    expect((await list('q=care.admin@')).data.map((u) => u.email)).toEqual(['care.admin@example.com']);
  });

  it('never answers a password or its hash', async () => {
    expect(JSON.stringify(await list('limit=200'))).not.toMatch(/password/i);
  });
});

describe('creating and editing a system user', () => {
  it('creates with 201, active, roles from the privilege, and the new user can sign in', async () => {
    const { status, body } = await call<SystemUser>('system-user', { method: 'POST', token: admin, body: newUser });
    expect(status).toBe(201);
    expect(body).toMatchObject({ email: newUser.email, roles: ['customer_care_agent'], active: true, archived: false });
    expect(body).not.toHaveProperty('password');
    expect(await signIn(newUser.email, 'longenough')).toBeTruthy();
  });

  it('answers 400 with a message per field for missing names, a bad email, privilege and short password', async () => {
    const { status, body } = await call<{ message: string; errors: Record<string, string> }>('system-user', {
      method: 'POST',
      token: admin,
      body: { firstName: ' ', email: 'not-an-email', privilege: 'boss', password: 'short' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('You should complete data');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'privilege']);
    expect(body.errors.password).toBe('Password must be at least 8 characters');
  });

  it('answers 400 for an email already in use, whatever its case', async () => {
    const { status, body } = await call('system-user', {
      method: 'POST',
      token: admin,
      body: { ...newUser, email: 'AGENT@example.com' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'This email is already in use',
      errors: { email: 'This email is already in use' },
    });
  });

  it('updates with a whole-user PUT, archives with archived: true and restores with archived: false; refuses half a user', async () => {
    const id = await idOf('care.admin@example.com');
    const user = (await list('q=care.admin')).data.find((u) => u.id === id) as SystemUser;
    const half = await call<{ errors: Record<string, string> }>(`system-user/${id}`, {
      method: 'PUT',
      token: admin,
      body: { firstName: 'Khaled' },
    });
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.errors)).toEqual(['lastName', 'email', 'privilege']);
    const renamed = await call<SystemUser>(`system-user/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...user, firstName: 'Khaled', privilege: 'customer_care_agent' },
    });
    expect(renamed.body).toMatchObject({ firstName: 'Khaled', lastName: 'Al-Harbi', roles: ['customer_care_agent'] });
    expect(
      (
        await call<SystemUser>(`system-user/${id}`, {
          method: 'PUT',
          token: admin,
          body: { ...renamed.body, archived: true },
        })
      ).body.archived,
    ).toBe(true);
    // No GET of one user (not a spec call): the list says it.
    expect((await call(`system-user/${id}`, { token: admin })).status).not.toBe(200);
    expect((await list(`q=care.admin`)).data.find((user) => user.id === id)?.archived).toBe(true);
    expect(
      (
        await call<SystemUser>(`system-user/${id}`, {
          method: 'PUT',
          token: admin,
          body: { ...renamed.body, archived: false },
        })
      ).body.archived,
    ).toBe(false);
  });

  it('accepts a PUT that sends the whole record back, leaving untouched empty fields alone', async () => {
    const plain = (await list('q=user@example.com')).data.find((u) => u.email === 'user@example.com');
    const { status, body } = await call<SystemUser>(`system-user/${plain?.id}`, {
      method: 'PUT',
      token: admin,
      body: { ...plain, lastName: 'Guest' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: '', lastName: 'Guest', privilege: null, roles: ['user'] });
  });

  it('answers 404 with a message for an unknown user id', async () => {
    const { status, body } = await call('system-user/no-such-id', {
      method: 'PUT',
      token: admin,
      body: { firstName: 'X' },
    });
    expect(status).toBe(404);
    expect(body.message).toBe('No system user with this id');
    expect((await call('system-user/activate/no-such-id', { method: 'POST', token: admin })).status).toBe(404);
  });
});

describe('activation', () => {
  it("ends the deactivated user's session: their next call answers 401, and activate lets them back in", async () => {
    const agent = await signIn('agent@example.com');
    const id = await idOf('agent@example.com');
    const off = await call<SystemUser>(`system-user/deactivate/${id}`, { method: 'POST', token: admin });
    expect(off.body.active).toBe(false);
    expect((await call('customer-care', { token: agent })).status).toBe(401);
    const on = await call<SystemUser>(`system-user/activate/${id}`, { method: 'POST', token: admin });
    expect(on.body.active).toBe(true);
    expect((await call('customer-care', { token: agent })).status).toBe(401);
    expect((await call('customer-care', { token: await signIn('agent@example.com') })).status).toBe(200);
  });

  it("ends the archived user's session too", async () => {
    const agent = await signIn('agent@example.com');
    const user = (await list('q=agent@example.com')).data.find((u) => u.email === 'agent@example.com') as SystemUser;
    await call(`system-user/${user.id}`, { method: 'PUT', token: admin, body: { ...user, archived: true } });
    expect((await call('system-user/profile', { token: agent })).status).toBe(401);
  });

  it('refuses with 400 to let admins deactivate or archive themselves', async () => {
    const me = await idOf('admin@example.com');
    expect((await call(`system-user/deactivate/${me}`, { method: 'POST', token: admin })).status).toBe(400);
    const myself = (await list('q=admin@example.com')).data.find((u) => u.id === me) as SystemUser;
    expect(
      (await call(`system-user/${me}`, { method: 'PUT', token: admin, body: { ...myself, archived: true } })).status,
    ).toBe(400);
    expect((await call('system-user/profile', { token: admin })).status).toBe(200);
  });
});

describe('settings', () => {
  it('answers the whole list as a bare array of {key, value}', async () => {
    const { body } = await call<Setting[]>('settings', { token: admin });
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body).toContainEqual({ key: 'vat_percentage', value: '15' });
  });

  it('PATCH changes an existing key and creates an unknown one', async () => {
    const changed = await call<Setting>('settings/vat_percentage', {
      method: 'PATCH',
      token: admin,
      body: { value: ' 16 ' },
    });
    expect(changed).toEqual({ status: 200, body: { key: 'vat_percentage', value: '16' } });
    await call('settings/new_key', { method: 'PATCH', token: admin, body: { value: 'on' } });
    const { body } = await call<Setting[]>('settings', { token: admin });
    expect(body).toContainEqual({ key: 'vat_percentage', value: '16' });
    expect(body).toContainEqual({ key: 'new_key', value: 'on' });
  });

  it('refuses a key outside the pattern with 400 naming `key`, in either language, and creates nothing', async () => {
    const before = (await call<Setting[]>('settings', { token: admin })).body;
    // Pairs, not an object: `__proto__` as an object literal's key would not be a key of it.
    const keys = [
      ['__proto__', '__proto__'],
      ['constructor', 'constructor'],
      ['toString', 'toString'],
      ['a path', encodeURIComponent('../../settings')],
      ['a NUL', 'a%00b'],
      ['an RTL override', encodeURIComponent('key\u202Eevil')],
      ['a space', 'a%20b'],
      ['an Arabic word', encodeURIComponent('مفتاح')],
      ['65 characters', 'k'.repeat(65)],
    ];
    for (const [what, key] of keys) {
      const refused = await call(`settings/${key}`, { method: 'PATCH', token: admin, body: { value: 'on' } });
      expect(refused.status, what).toBe(400);
      expect(refused.body.errors, what).toEqual({ key: expect.stringMatching(/^A key is 1 to 64 letters/) });
    }
    const arabic = await call('settings/constructor', {
      method: 'PATCH',
      token: admin,
      body: { value: 'on' },
      lang: 'ar',
    });
    expect(arabic.body.message).toMatch(/^يتكون المفتاح من 1 إلى 64/);
    expect((await call<Setting[]>('settings', { token: admin })).body).toEqual(before);
    // The longest key, and each allowed character.
    for (const key of ['k'.repeat(64), 'app.version-2_ios'])
      expect((await call(`settings/${key}`, { method: 'PATCH', token: admin, body: { value: 'on' } })).status).toBe(
        200,
      );
  });

  it('answers 400 "Value is required" for a missing or blank value', async () => {
    const blank = await call('settings/vat_percentage', { method: 'PATCH', token: admin, body: { value: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Value is required');
    expect((await call('settings/vat_percentage', { method: 'PATCH', token: admin, body: {} })).status).toBe(400);
  });
});

describe('branches', () => {
  it('lists about 40 branches with bilingual names, sk ids and 5-8 point delivery polygons', async () => {
    const { body } = await call<Branch[]>('Branches', { token: admin });
    expect(body.length).toBeGreaterThanOrEqual(35);
    for (const branch of body) {
      expect(branch).toMatchObject({ pk: 'BRANCH', sk: expect.stringMatching(/^br_\d{4}$/) });
      expect(branch.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(branch.reference_code.length).toBeLessThanOrEqual(20);
      expect(branch.shifts.length).toBeGreaterThanOrEqual(1);
      expect(branch.location.deliveryArea?.points.length).toBeGreaterThanOrEqual(5);
      expect(branch.location.deliveryArea?.points.length).toBeLessThanOrEqual(8);
    }
  });

  it('answers one branch by sk and 404 for an unknown one', async () => {
    expect((await call<Branch>('Branches/br_0001', { token: admin })).body.sk).toBe('br_0001');
    expect((await call('Branches/br_9999', { token: admin })).status).toBe(404);
  });
});

describe('customer-care tickets', () => {
  type Page = { data: Ticket[]; total: number };
  const tickets = async (query: string) => (await call<Page>(`customer-care?${query}`, { token: admin })).body;

  it('pages about 3,000 tickets, newest first by default', async () => {
    const { data, total } = await tickets('page=1&limit=20');
    expect(total).toBe(3000);
    expect(data).toHaveLength(20);
    expect(data[0].createdAt >= data[19].createdAt).toBe(true);
  });

  it('filters by status and type, and finds by number, customer name or local phone form', async () => {
    const resolved = await tickets('status=resolved&type=complaint&limit=500');
    expect(resolved.total).toBeGreaterThan(0);
    expect(resolved.data.every((t) => t.status === 'resolved' && t.type === 'complaint')).toBe(true);
    const sample = (await tickets('limit=1')).data[0];
    expect((await tickets(`q=${sample.number}`)).data.map((t) => t.id)).toContain(sample.id);
    expect((await tickets(`q=${encodeURIComponent(sample.customer.name)}`)).data.map((t) => t.id)).toContain(sample.id);
    const localPhone = sample.customer.phone.replace('+966', '0');
    expect((await tickets(`q=${localPhone}`)).data.map((t) => t.id)).toContain(sample.id);
  });

  it('answers one ticket by id and 404 for an unknown one', async () => {
    const sample = (await tickets('limit=1')).data[0];
    expect((await call<Ticket>(`customer-care/${sample.id}`, { token: admin })).body).toEqual(sample);
    expect((await call('customer-care/nope', { token: admin })).status).toBe(404);
  });
});
