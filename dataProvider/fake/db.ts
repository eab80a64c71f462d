/**
 * The fake's database: named collections of records, each seeded the first time it is read, so an
 * area nobody opens costs nothing. A changed collection is written back to storage as a whole, and
 * only that one, so a tester's edits survive a reload without rewriting the other areas.
 *
 * Each write also stores a new stamp beside the collection. Two tabs of the demo share one storage: a tab
 * whose copy carries an older stamp than storage's reads the collection again before using it, so it
 * builds on the other tab's change instead of writing over it.
 */
import type { KeyValueStorage } from './memoryStorage';
import { seedScale } from './scale';
import { Outbox, ResetTokens, Sessions } from './stores';

const PREFIX = 'fake-api:';
const STAMP_PREFIX = `${PREFIX}stamp:`;
const SCALE_KEY = `${PREFIX}scale`;
/** Keys that are not collections and that reset() keeps. */
const KEPT_ON_RESET = new Set([`${PREFIX}sessions`, SCALE_KEY]);
const RESERVED = new Set(['sessions', 'outbox', 'reset-tokens']);

export interface CollectionDef<T> {
  readonly name: string;
  readonly idOf: (record: T) => string;
  /** Builds the seed records; must give the same records on every call (fixed faker seed). */
  readonly seed: () => T[];
}

/** How an area declares its collection: a storage name, where a record keeps its id, and its seed. */
export function defineCollection<T>(name: string, idOf: (record: T) => string, seed: () => T[]): CollectionDef<T> {
  if (RESERVED.has(name)) throw new Error(`"${name}" is a reserved fake-api key`);
  return { name, idOf, seed };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Seeds are pure, so each is built once per page or test worker and scale, and shared by every database
 * and every reset(); frozen records are what make that sharing safe.
 */
const seeded = new Map<string, readonly unknown[]>();
export function seedOf<T>(def: CollectionDef<T>): readonly T[] {
  const key = `${def.name}@${seedScale()}`;
  if (!seeded.has(key)) seeded.set(key, deepFreeze(def.seed()));
  return seeded.get(key) as readonly T[];
}

/**
 * One collection. Its records are frozen: a change replaces the record (update, put), so a record
 * already handed out, or shared with the cached seed, never changes under anyone's feet.
 */
export class Table<T> {
  private readonly rows = new Map<string, T>();

  constructor(
    private readonly def: CollectionDef<T>,
    records: readonly T[],
    private readonly changed: () => void,
  ) {
    for (const record of records) this.rows.set(def.idOf(record), deepFreeze(record));
  }

  /** In insertion order; a copy, so callers may sort it. */
  all(): T[] {
    return [...this.rows.values()];
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  get size(): number {
    return this.rows.size;
  }

  /** Inserts or replaces by id; a replaced record keeps its place in the order. */
  put(record: T): T {
    this.rows.set(this.def.idOf(record), deepFreeze(record));
    this.changed();
    return record;
  }

  /** A shallow merge into a new record. */
  update(id: string, patch: Partial<T>): T | undefined {
    const current = this.rows.get(id);
    return current === undefined ? undefined : this.put({ ...current, ...patch });
  }

  remove(id: string): boolean {
    const removed = this.rows.delete(id);
    if (removed) this.changed();
    return removed;
  }
}

export interface FakeDbOptions {
  /** window.localStorage in the browser; leave out for memory only (node tests). */
  storage?: KeyValueStorage;
  /** The clock, in ms; tests move it to expire reset tokens. */
  now?: () => number;
}

export class FakeDb {
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  readonly resetTokens: ResetTokens;
  private readonly storage: KeyValueStorage | undefined;
  private readonly clock: () => number;
  private readonly tables = new Map<string, Table<unknown>>();
  /** The stamp each cached collection was read or written with. */
  private readonly stamps = new Map<string, string | null>();
  private readonly dirty = new Set<string>();
  private flushQueued = false;

  constructor(options: FakeDbOptions = {}) {
    this.storage = options.storage;
    this.clock = options.now ?? Date.now;
    this.sessions = new Sessions(this.storage, this.clock);
    this.outbox = new Outbox(this.storage);
    this.resetTokens = new ResetTokens(this.storage, this.clock);
    // Changes stored at another scale name records this seed may not have: start from this scale's seed.
    const scale = String(seedScale());
    if (this.storage && this.storage.getItem(SCALE_KEY) !== scale) {
      if (this.storage.getItem(SCALE_KEY) !== null) this.reset();
      this.storage.setItem(SCALE_KEY, scale);
    }
  }

  now(): Date {
    return new Date(this.clock());
  }

  table<T>(def: CollectionDef<T>): Table<T> {
    const existing = this.tables.get(def.name);
    // A change of ours not yet written wins; otherwise the copy must be what storage holds now.
    if (existing && (this.dirty.has(def.name) || this.stamps.get(def.name) === this.storedStamp(def.name))) {
      return existing as Table<T>;
    }
    this.stamps.set(def.name, this.storedStamp(def.name));
    const table = new Table(def, this.load(def) ?? seedOf(def), () => this.markDirty(def.name));
    this.tables.set(def.name, table as Table<unknown>);
    return table;
  }

  /** Writes the changed collections now; normally this happens on its own right after a change. */
  flush(): void {
    this.flushQueued = false;
    for (const name of this.dirty) {
      const table = this.tables.get(name);
      if (!table || !this.storage) continue;
      try {
        this.storage.setItem(PREFIX + name, JSON.stringify(table.all()));
        const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        this.storage.setItem(STAMP_PREFIX + name, stamp);
        this.stamps.set(name, stamp);
      } catch (error) {
        // A full localStorage must not break the app: the change still holds until the next reload.
        console.warn(`fake-api: could not persist "${name}"`, error);
      }
    }
    this.dirty.clear();
  }

  /** Puts the seed back: drops every stored collection, the outbox and reset links. */
  reset(): void {
    this.tables.clear();
    this.stamps.clear();
    this.dirty.clear();
    if (this.storage) {
      const keys = Array.from({ length: this.storage.length }, (_, i) => this.storage?.key(i) ?? '');
      // Sessions stay: seeded users keep their ids, so the tester who pressed reset stays signed in.
      for (const key of keys) if (key.startsWith(PREFIX) && !KEPT_ON_RESET.has(key)) this.storage.removeItem(key);
    }
    this.outbox.clear();
    this.resetTokens.clear();
  }

  private storedStamp(name: string): string | null {
    return this.storage?.getItem(STAMP_PREFIX + name) ?? null;
  }

  private load<T>(def: CollectionDef<T>): T[] | undefined {
    const raw = this.storage?.getItem(PREFIX + def.name);
    if (raw === null || raw === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? (parsed as T[]) : undefined;
    } catch {
      return undefined; // unreadable: fall back to the seed rather than break the area
    }
  }

  private markDirty(name: string): void {
    this.dirty.add(name);
    if (!this.storage || this.flushQueued) return;
    this.flushQueued = true;
    // Several changes in one request become one write.
    queueMicrotask(() => this.flush());
  }
}
