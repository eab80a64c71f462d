// @vitest-environment node
// What `npm run api -- --data <file>` keeps on disk (dataProvider/fake/server/journalStorage.ts): a snapshot and an append-only
// journal, read back whole after a crash at any point of a write.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { journalOf, journalStorage, readJournaled } from '@/dataProvider/fake/server/journalStorage';

const dir = mkdtempSync(join(tmpdir(), 'fake-api-journal-'));
let files = 0;
const newFile = () => join(dir, `data-${(files += 1)}.json`);
const stored = (file: string) => Object.fromEntries(readJournaled(file).items);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the journal of npm run api -- --data', () => {
  it('gives a new server what was flushed, removals included, and nothing that was not', () => {
    const file = newFile();
    const first = journalStorage(file);
    first.setItem('kept', 'a');
    first.setItem('removed', 'b');
    first.flush();
    first.removeItem('removed');
    first.setItem('kept', 'c');
    first.flush();
    first.setItem('unflushed', 'd');

    const again = journalStorage(file);
    expect(again.getItem('kept')).toBe('c');
    expect(again.getItem('removed')).toBeNull();
    expect(again.getItem('unflushed')).toBeNull();
  });

  it('stores a write as one appended line of the keys it changed, leaving the rest of the data alone', () => {
    const file = newFile();
    const storage = journalStorage(file);
    storage.setItem('big', 'x'.repeat(200_000));
    storage.flush();
    const snapshot = readFileSync(file, 'utf8');
    const journalBefore = statSync(journalOf(file)).size;

    storage.setItem('small', 'y');
    storage.flush();
    expect(readFileSync(file, 'utf8')).toBe(snapshot);
    const appended = readFileSync(journalOf(file), 'utf8').slice(journalBefore);
    expect(appended.endsWith('\n')).toBe(true);
    expect(appended.length).toBeLessThan(100);
    expect(stored(file)).toMatchObject({ small: 'y' });
  });

  it('has every committed change on disk when its commit resolves; changes made during a sync share the next one', async () => {
    const file = newFile();
    const storage = journalStorage(file);
    storage.setItem('first', '1');
    const first = storage.commit();
    storage.setItem('second', '2');
    const second = storage.commit();
    storage.setItem('third', '3');
    const third = storage.commit();
    await first;
    expect(stored(file)).toMatchObject({ first: '1' });
    await Promise.all([second, third]);
    expect(stored(file)).toEqual({ first: '1', second: '2', third: '3' });
    expect(readFileSync(journalOf(file), 'utf8').trimEnd().split('\n')).toHaveLength(2);
    await storage.close();
  });

  it('ignores a torn last line left by a crash mid-append, and appends the next write on a line of its own', () => {
    const file = newFile();
    const first = journalStorage(file);
    first.setItem('confirmed', '1');
    first.flush();
    appendFileSync(journalOf(file), '{"set":{"confirmed":"2","torn":"x');

    const second = journalStorage(file);
    expect(second.getItem('confirmed')).toBe('1');
    expect(second.getItem('torn')).toBeNull();
    second.setItem('after', '3');
    second.flush();

    expect(stored(file)).toEqual({ confirmed: '1', after: '3' });
  });

  it('folds a journal grown past 1 MB into the snapshot, keeping every value', () => {
    const file = newFile();
    const storage = journalStorage(file);
    const expected: Record<string, string> = {};
    for (let n = 0; n < 30; n += 1) {
      expected[`key${n % 7}`] = `${n}:${'v'.repeat(60_000)}`;
      storage.setItem(`key${n % 7}`, expected[`key${n % 7}`]);
      if (n % 5 === 0) {
        storage.removeItem(`key${(n + 3) % 7}`);
        delete expected[`key${(n + 3) % 7}`];
      }
      storage.flush();
    }
    // 30 lines of 60 KB were appended: past the 1 MB a journal may reach over a snapshot this small.
    expect(statSync(journalOf(file)).size).toBeLessThan(1024 * 1024);
    expect(stored(file)).toEqual(expected);
  });

  it("loses nothing to a crash between the fold's two steps: the new snapshot in place, the journal not yet emptied", () => {
    const file = newFile();
    const storage = journalStorage(file);
    for (const [key, value] of [
      ['a', '1'],
      ['b', '2'],
      ['a', '3'],
      ['c', '4'],
    ]) {
      storage.setItem(key, value);
      storage.flush();
    }
    storage.removeItem('b');
    storage.flush();
    const state = stored(file);
    expect(state).toEqual({ a: '3', c: '4' });

    // The fold writes the whole state as the snapshot, then empties the journal: crashed in between, every line
    // is read again over a snapshot that already holds it.
    writeFileSync(file, JSON.stringify(state));
    expect(stored(file)).toEqual(state);
    const reopened = journalStorage(file);
    reopened.setItem('d', '5');
    reopened.flush();
    expect(stored(file)).toEqual({ ...state, d: '5' });
  });
});
