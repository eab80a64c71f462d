// Collections seeded when first read, each stored as how it differs from its seed, so a write costs what testers
// changed, not the seed's size. Each write stores a stamp: a tab whose copy is older than storage's reads the
// collection again, building on the other tab's change instead of writing over it.
import type { KeyValueStorage } from './memoryStorage';
import { seedScale } from './scale';
import { SignInLimit } from './signInLimit';
import { seedNow } from './seed/common';
import { hostileSeed } from './seed/hostile';
import { Outbox, ResetTokens, Sessions } from './stores';

const PREFIX = 'fake-api:';
const STAMP_PREFIX = `${PREFIX}stamp:`;
const SEED_KIND_KEY = `${PREFIX}scale`;
const KEPT_ON_RESET = new Set([`${PREFIX}sessions`, SEED_KIND_KEY]);
const RESERVED = new Set(['sessions', 'outbox', 'reset-tokens']);

export interface CollectionDef<T> {
  readonly name: string;
  readonly idOf: (record: T) => string;
  /** Builds the seed records; must give the same records on every call (fixed faker seed). */
  readonly seed: () => T[];
}

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

interface Seed<T> {
  readonly records: readonly T[];
  readonly placeOf: ReadonlyMap<string, number>;
}

/** The scale and the hostile switch: what a seed's records are (its ids above all). */
const seedKind = (): string => `${seedScale()}${hostileSeed() ? ' hostile' : ''}`;

// Seeds are pure: each is built once per page or worker, kind and seed moment, and shared by every database; frozen
// records make that safe. Only the current kind and moment are kept, as a test worker moves through many clocks.
const seeded = new Map<string, Seed<unknown>>();
let seededFor = '';
function seedWithPlaces<T>(def: CollectionDef<T>): Seed<T> {
  const current = `${seedKind()}@${seedNow()}`;
  if (current !== seededFor) {
    seeded.clear();
    seededFor = current;
  }
  const key = def.name;
  if (!seeded.has(key)) {
    const records = deepFreeze(def.seed());
    seeded.set(key, { records, placeOf: new Map(records.map((record, place) => [def.idOf(record), place])) });
  }
  return seeded.get(key) as Seed<T>;
}

export function seedOf<T>(def: CollectionDef<T>): readonly T[] {
  return seedWithPlaces(def).records;
}

/**
 * What storage holds: `records`, every record that is not the seed's own, in order; `removed`, seed ids whose record
 * was removed (put back, it comes last, as any new record).
 */
export interface Overlay<T> {
  records: T[];
  removed: string[];
}

/** Records are frozen: a change replaces the record, so one handed out or shared with the seed never changes. */
export class Table<T> {
  private readonly rows = new Map<string, T>();
  private readonly changedRows = new Map<string, T>();
  private writes = 0;
  private readonly removedSeedIds = new Set<string>();

  constructor(
    private readonly def: CollectionDef<T>,
    private readonly seed: Seed<T>,
    overlay: Overlay<T>,
    private readonly changed: () => void,
  ) {
    for (const id of overlay.removed) if (seed.placeOf.has(id)) this.removedSeedIds.add(id);
    for (const record of seed.records) {
      const id = def.idOf(record);
      if (!this.removedSeedIds.has(id)) this.rows.set(id, record);
    }
    for (const record of overlay.records) {
      const id = def.idOf(record);
      this.rows.set(id, deepFreeze(record));
      this.changedRows.set(id, record);
    }
  }

  /** A copy, so callers may sort it. */
  all(): T[] {
    return [...this.rows.values()];
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  get size(): number {
    return this.rows.size;
  }

  /** Changes with every write: what was worked out from the records (a sorted page run) holds until it moves. */
  get version(): number {
    return this.writes;
  }

  put(record: T): T {
    const id = this.def.idOf(record);
    this.rows.set(id, deepFreeze(record));
    this.changedRows.set(id, record);
    this.writes += 1;
    this.changed();
    return record;
  }

  update(id: string, patch: Partial<T>): T | undefined {
    const current = this.rows.get(id);
    return current === undefined ? undefined : this.put({ ...current, ...patch });
  }

  remove(id: string): boolean {
    const removed = this.rows.delete(id);
    if (!removed) return false;
    this.changedRows.delete(id);
    if (this.seed.placeOf.has(id)) this.removedSeedIds.add(id);
    this.writes += 1;
    this.changed();
    return true;
  }

  overlay(): Overlay<T> {
    return { records: [...this.changedRows.values()], removed: [...this.removedSeedIds] };
  }
}

const NO_CHANGES: Overlay<never> = { records: [], removed: [] };

/** Earlier versions of the fake stored a collection whole: read once as an overlay, stored as one at the next write. */
function overlayOfWhole<T>(def: CollectionDef<T>, seed: Seed<T>, records: readonly T[]): Overlay<T> {
  const overlay: Overlay<T> = { records: [], removed: [] };
  const present = new Set<string>();
  let nextPlace = 0;
  let inSeedOrder = true;
  for (const record of records) {
    const id = def.idOf(record);
    present.add(id);
    const place = seed.placeOf.get(id);
    inSeedOrder = inSeedOrder && place !== undefined && place >= nextPlace;
    if (inSeedOrder && place !== undefined) {
      nextPlace = place + 1;
      if (JSON.stringify(record) !== JSON.stringify(seed.records[place])) overlay.records.push(record);
    } else {
      overlay.records.push(record);
      if (place !== undefined) overlay.removed.push(id);
    }
  }
  for (const id of seed.placeOf.keys()) if (!present.has(id)) overlay.removed.push(id);
  return overlay;
}

function isOverlay(value: unknown): value is Overlay<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { records, removed } = value as Partial<Overlay<unknown>>;
  return Array.isArray(records) && Array.isArray(removed) && removed.every((id) => typeof id === 'string');
}

export interface FakeDbOptions {
  storage?: KeyValueStorage;
  /** In ms; Date.now by default, read at each call so that fake timers move it. */
  now?: () => number;
}

export class FakeDb {
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  readonly resetTokens: ResetTokens;
  readonly signIns: SignInLimit;
  private readonly storage: KeyValueStorage | undefined;
  private readonly clock: () => number;
  private readonly tables = new Map<string, Table<unknown>>();
  private readonly stamps = new Map<string, string | null>();
  private readonly dirty = new Set<string>();
  private flushQueued = false;

  constructor(options: FakeDbOptions = {}) {
    this.storage = options.storage;
    this.clock = options.now ?? (() => Date.now());
    this.sessions = new Sessions(this.storage, this.clock);
    this.outbox = new Outbox(this.storage);
    this.resetTokens = new ResetTokens(this.storage, this.clock);
    this.signIns = new SignInLimit(this.clock);
    // Changes stored at another scale or hostile switch name records or text this seed lacks: start from this seed.
    const kind = seedKind();
    if (this.storage && this.storage.getItem(SEED_KIND_KEY) !== kind) {
      if (this.storage.getItem(SEED_KIND_KEY) !== null) this.reset();
      this.storage.setItem(SEED_KIND_KEY, kind);
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
    const seed = seedWithPlaces(def);
    const table = new Table(def, seed, this.load(def, seed), () => this.markDirty(def.name));
    this.tables.set(def.name, table as Table<unknown>);
    return table;
  }

  flush(): void {
    this.flushQueued = false;
    for (const name of this.dirty) {
      const table = this.tables.get(name);
      if (!table || !this.storage) continue;
      try {
        this.storage.setItem(PREFIX + name, JSON.stringify(table.overlay()));
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
    this.signIns.clear();
  }

  private storedStamp(name: string): string | null {
    return this.storage?.getItem(STAMP_PREFIX + name) ?? null;
  }

  private load<T>(def: CollectionDef<T>, seed: Seed<T>): Overlay<T> {
    const raw = this.storage?.getItem(PREFIX + def.name);
    if (raw === null || raw === undefined) return NO_CHANGES;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return NO_CHANGES; // unreadable: fall back to the seed rather than break the area
    }
    if (isOverlay(parsed)) return parsed as Overlay<T>;
    return Array.isArray(parsed) ? overlayOfWhole(def, seed, parsed as T[]) : NO_CHANGES;
  }

  private markDirty(name: string): void {
    this.dirty.add(name);
    if (!this.storage || this.flushQueued) return;
    this.flushQueued = true;
    // Several changes in one request become one write.
    queueMicrotask(() => this.flush());
  }
}
