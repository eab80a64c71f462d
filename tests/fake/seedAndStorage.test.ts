import { describe, expect, it } from 'vitest';
import { createMemoryStorage, FakeDb, type CollectionDef } from '@/dataProvider/fake';
import { DAY_MS, seedNow } from '@/dataProvider/fake/seed/common';
import { branches } from '@/dataProvider/fake/seed/branches';
import { settings } from '@/dataProvider/fake/seed/settings';
import { systemUsers } from '@/dataProvider/fake/seed/systemUsers';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { sha256Hex } from '@/dataProvider/fake/secrets';
import { createHash } from 'node:crypto';

/** Runs a check on every collection; generic so each keeps its own record type. */
function forEachCollection(check: <T>(def: CollectionDef<T>) => void): void {
  check(systemUsers);
  check(settings);
  check(branches);
  check(tickets);
}

describe('the seed', () => {
  it('is deterministic: building each seed twice gives exactly the same records', () => {
    forEachCollection((def) => {
      const [a, b] = [def.seed(), def.seed()];
      expect(a.length).toBeGreaterThan(0);
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    });
  });

  it('gives two fresh databases the same counts and first records', () => {
    const [a, b] = [new FakeDb(), new FakeDb()];
    forEachCollection((def) => {
      expect(a.table(def).size).toBe(b.table(def).size);
      expect(a.table(def).all()[0]).toEqual(b.table(def).all()[0]);
    });
  });

  it("has the documented volumes and dates tickets within the 90 days up to the seed's now", () => {
    const db = new FakeDb();
    expect(db.table(systemUsers).size).toBe(124);
    expect(db.table(settings).size).toBeGreaterThanOrEqual(12);
    expect(db.table(branches).size).toBe(40);
    const all = db.table(tickets).all();
    expect(all).toHaveLength(3000);
    const end = seedNow();
    expect(all.every((t) => Date.parse(t.createdAt) <= end && Date.parse(t.createdAt) >= end - 90 * DAY_MS)).toBe(true);
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(['new', 'active', 'reopened', 'resolved', 'closed']));
    expect(all.every((t) => t.comments.length <= 4)).toBe(true);
  });

  it('hashes passwords with a SHA-256 that agrees with node:crypto', () => {
    for (const text of ['', 'demo1234', 'كلمة سر', 'x'.repeat(200)]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});

describe('persistence in a Storage', () => {
  it('a database recreated over the same storage sees a change, and only the changed collection is written', () => {
    const storage = createMemoryStorage();
    const first = new FakeDb({ storage });
    first.table(branches).update('br_0001', { description: 'Changed by a tester' });
    first.table(tickets).all();
    first.flush();
    expect(storage.getItem('fake-api:branches')).not.toBeNull();
    expect(storage.getItem('fake-api:tickets')).toBeNull();

    const reloaded = new FakeDb({ storage });
    expect(reloaded.table(branches).get('br_0001')?.description).toBe('Changed by a tester');
  });

  it('stores a changed collection as its difference from the seed: one ticket changed of 3000 takes a few KB', () => {
    const storage = createMemoryStorage();
    const db = new FakeDb({ storage });
    const all = db.table(tickets).all();
    const changed = db.table(tickets).update(all[10].id, { status: 'closed' });
    db.flush();
    const stored = storage.getItem('fake-api:tickets') ?? '';
    expect(stored.length).toBeLessThan(JSON.stringify(changed).length + 200);
    expect(JSON.stringify(all).length).toBeGreaterThan(1_000_000);
    expect(new FakeDb({ storage }).table(tickets).all()).toEqual(db.table(tickets).all());
  });

  it('keeps the order across a reload: a changed record in its place, new ones after the seed, one put back last', () => {
    const storage = createMemoryStorage();
    const db = new FakeDb({ storage });
    const table = db.table(branches);
    const [first, second, third] = table.all();
    table.update(second.sk, { description: 'Changed in place' });
    table.put({ ...first, sk: 'br_new_1' });
    table.remove(third.sk);
    table.put(third);
    table.remove(first.sk);
    table.put({ ...second, sk: 'br_new_2' });
    table.update('br_new_1', { description: 'Changed after it was added' });
    table.remove('br_new_2');
    table.put({ ...second, sk: 'br_new_3' });
    const expected = table.all();
    expect(expected[0]).toEqual({ ...second, description: 'Changed in place' });
    expect(expected.slice(-3).map((b) => b.sk)).toEqual(['br_new_1', third.sk, 'br_new_3']);
    db.flush();

    const reloaded = new FakeDb({ storage }).table(branches);
    expect(reloaded.all()).toEqual(expected);
    expect(reloaded.get(first.sk)).toBeUndefined();
  });

  it('reads a collection an earlier version stored whole, order included, and stores only the difference from then on', () => {
    const storage = createMemoryStorage();
    const seed = new FakeDb().table(branches).all();
    const whole = [
      seed[0],
      { ...seed[1], description: 'Changed by a tester' },
      ...seed.slice(3),
      seed[2],
      { ...seed[0], sk: 'br_added' },
    ];
    storage.setItem('fake-api:branches', JSON.stringify(whole));
    const db = new FakeDb({ storage });
    expect(db.table(branches).all()).toEqual(whole);

    db.table(branches).update(seed[5].sk, { description: 'Changed again' });
    db.flush();
    const reloaded = new FakeDb({ storage }).table(branches).all();
    expect(reloaded.map((b) => b.sk)).toEqual(whole.map((b) => b.sk));
    expect(reloaded[1].description).toBe('Changed by a tester');
    expect(reloaded[4].description).toBe('Changed again');
    expect((storage.getItem('fake-api:branches') ?? '').length).toBeLessThan(JSON.stringify(whole).length / 4);
  });

  it('writes on its own right after a change, without an explicit flush', async () => {
    const storage = createMemoryStorage();
    new FakeDb({ storage }).table(settings).put({ key: 'vat_percentage', value: '5' });
    await Promise.resolve();
    expect(new FakeDb({ storage }).table(settings).get('vat_percentage')?.value).toBe('5');
  });

  it('keeps sessions across a reload, and reset() brings the seed back while keeping them', () => {
    const storage = createMemoryStorage();
    const first = new FakeDb({ storage });
    const userId = first.table(systemUsers).all()[0].id;
    const token = first.sessions.create(userId);
    first.table(settings).put({ key: 'vat_percentage', value: '99' });
    first.flush();

    const reloaded = new FakeDb({ storage });
    expect(reloaded.sessions.userIdOf(token)).toBe(userId);
    reloaded.reset();
    expect(storage.getItem('fake-api:settings')).toBeNull();
    expect(reloaded.table(settings).get('vat_percentage')?.value).toBe('15');
    expect(new FakeDb({ storage }).table(settings).get('vat_percentage')?.value).toBe('15');
    expect(reloaded.sessions.userIdOf(token)).toBe(userId);
  });

  it('stores each session under the SHA-256 of its token, never the token, and keeps one stored by an earlier version signed in', () => {
    const storage = createMemoryStorage();
    const db = new FakeDb({ storage });
    const userId = db.table(systemUsers).all()[0].id;
    const token = db.sessions.create(userId);
    const stored = storage.getItem('fake-api:sessions') ?? '';
    expect(stored).not.toContain(token);
    expect(JSON.parse(stored)).toEqual({
      sha256: { [createHash('sha256').update(token).digest('hex')]: { userId, createdAt: expect.any(Number) } },
    });

    // An earlier version kept the token itself: it still signs in, and leaves storage at once.
    const earlier = 'e'.repeat(64);
    storage.setItem('fake-api:sessions', JSON.stringify({ [earlier]: { userId, createdAt: Date.now() } }));
    const reloaded = new FakeDb({ storage });
    expect(reloaded.sessions.userIdOf(earlier)).toBe(userId);
    expect(storage.getItem('fake-api:sessions')).not.toContain(earlier);
    expect(new FakeDb({ storage }).sessions.userIdOf(earlier)).toBe(userId);
    reloaded.sessions.end(earlier);
    expect(reloaded.sessions.userIdOf(earlier)).toBeUndefined();
  });

  it("two tabs over one storage keep both tabs' changes to the same collection", async () => {
    const storage = createMemoryStorage();
    const tabA = new FakeDb({ storage });
    const tabB = new FakeDb({ storage });
    // Both tabs have read the settings before either saves, as two open settings screens have.
    tabA.table(settings).all();
    tabB.table(settings).all();
    tabA.table(settings).put({ key: 'vat_percentage', value: '5' });
    await Promise.resolve();
    tabB.table(settings).put({ key: 'min_order', value: '40' });
    await Promise.resolve();

    expect(tabB.table(settings).get('vat_percentage')?.value).toBe('5');
    const reloaded = new FakeDb({ storage });
    expect(reloaded.table(settings).get('vat_percentage')?.value).toBe('5');
    expect(reloaded.table(settings).get('min_order')?.value).toBe('40');
  });

  it("a tab sees another tab's reset", async () => {
    const storage = createMemoryStorage();
    const tabA = new FakeDb({ storage });
    const tabB = new FakeDb({ storage });
    tabA.table(settings).put({ key: 'vat_percentage', value: '5' });
    await Promise.resolve();
    expect(tabB.table(settings).get('vat_percentage')?.value).toBe('5');
    tabA.reset();
    expect(tabB.table(settings).get('vat_percentage')?.value).toBe('15');
  });

  it('falls back to the seed when a stored collection is unreadable', () => {
    const storage = createMemoryStorage();
    storage.setItem('fake-api:settings', '{not json');
    expect(new FakeDb({ storage }).table(settings).get('vat_percentage')?.value).toBe('15');
  });
});
