import { describe, expect, it } from 'vitest';
import { createMemoryStorage, FakeDb, type CollectionDef } from '@/dataProvider/fake';
import { SEED_REFERENCE_DATE, DAY_MS } from '@/dataProvider/fake/seed/common';
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

  it('has the documented volumes and dates tickets within 90 days before the reference date', () => {
    const db = new FakeDb();
    expect(db.table(systemUsers).size).toBe(124);
    expect(db.table(settings).size).toBeGreaterThanOrEqual(12);
    expect(db.table(branches).size).toBe(40);
    const all = db.table(tickets).all();
    expect(all).toHaveLength(3000);
    const end = SEED_REFERENCE_DATE.getTime();
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
