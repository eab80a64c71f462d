// Where `npm run api -- --data <file>` keeps the fake's storage: a snapshot and an append-only journal beside it.
//
//   <file>          one JSON object of every key and its value (what earlier versions rewrote whole on each write)
//   <file>.journal  one JSON line per append, {"set": {key: value}, "del": [key]}: the keys changed since the line
//                   before
//
// A write appends one line and syncs it before it is answered, so it costs one small append whatever the data's size;
// writes answered at the same moment share one line and one sync.
// When the journal outgrows the snapshot a few times over, it is compacted: the two become a new snapshot (written
// aside, synced, renamed over the old one) and the journal is emptied. A line is a whole value per key, so replaying one
// that the snapshot already holds changes nothing: a crash between the rename and the emptying loses nothing.
// A crash in the middle of an append leaves a torn last line: it is ignored on load and cut off before the next
// append, so it was never confirmed and never glues itself to the next line.
// Not SQLite: better-sqlite3 is a native module, compiled or downloaded prebuilt where it is installed; this needs
// nothing beyond Node.
import {
  closeSync,
  existsSync,
  fdatasync as fdatasyncCallback,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { KeyValueStorage } from '../memoryStorage';

const fdatasync = promisify(fdatasyncCallback);
const NEWLINE = 0x0a;
const MiB = 1024 * 1024;

/** Under this the journal is never compacted: replaying a megabyte on start is nothing. */
const COMPACT_MIN_BYTES = 1 * MiB;
/** Compacted once it is this many times the snapshot's size, or this big whatever the snapshot's size. */
const COMPACT_RATIO = 4;
const COMPACT_MAX_BYTES = 64 * MiB;

export const journalOf = (file: string): string => `${file}.journal`;

function writeAll(fd: number, bytes: Buffer): void {
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
}

function syncFolderOf(file: string): void {
  const folder = openSync(dirname(resolve(file)), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/** Written aside, synced, renamed over the old file and the folder synced: a crash leaves the old file or the new one. */
function replaceFile(file: string, text: string): void {
  const aside = `${file}.tmp`;
  const fd = openSync(aside, 'w');
  try {
    writeAll(fd, Buffer.from(text));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(aside, file);
  syncFolderOf(file);
}

/** One journal line: the keys set to a new value, and the keys removed. */
interface JournalEntry {
  set: Record<string, unknown>;
  del: unknown[];
}

function isEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null || !('set' in value) || !('del' in value)) return false;
  return typeof value.set === 'object' && value.set !== null && Array.isArray(value.del);
}

export interface Journaled {
  items: Map<string, string>;
  snapshotBytes: number;
  /** Where the journal's last whole line ends. */
  journalBytes: number;
}

/**
 * What `file` and its journal hold: { items, snapshotBytes, journalBytes }, journalBytes being where the last whole
 * line ends. Lines are read up to the first that is unfinished or unreadable: only the last append can be torn.
 */
export function readJournaled(file: string): Journaled {
  const items = new Map<string, string>();
  let snapshotBytes = 0;
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    snapshotBytes = Buffer.byteLength(text);
    const snapshot = JSON.parse(text) as Record<string, unknown>;
    for (const [key, value] of Object.entries(snapshot)) items.set(key, String(value));
  }
  let journalBytes = 0;
  const journal = journalOf(file);
  if (existsSync(journal)) {
    const bytes = readFileSync(journal);
    for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, journalBytes)) {
      let entry: unknown;
      try {
        entry = JSON.parse(bytes.toString('utf8', journalBytes, end));
      } catch {
        break;
      }
      if (!isEntry(entry)) break;
      for (const [key, value] of Object.entries(entry.set)) items.set(key, String(value));
      for (const key of entry.del) items.delete(String(key));
      journalBytes = end + 1;
    }
  }
  return { items, snapshotBytes, journalBytes };
}

export interface JournalOptions {
  /** Compact whenever the journal passes this size rather than once it has outgrown the snapshot (tests). */
  compactAtBytes?: number;
}

export interface JournalStorage extends KeyValueStorage {
  /** Appends what changed since the last append to the journal and syncs it, now; compacts the journal once it has grown. */
  flush(): void;
  /** Resolves once every change made so far is synced; changes made while a sync is under way share the next. */
  commit(): Promise<void>;
  /** Syncs what is left, then lets go of the journal. */
  close(): Promise<void>;
}

/** A file's snapshot and journal, as one storage writes them: the journal is opened by the first append. */
class Journal {
  private fd: number | null = null;
  private snapshotBytes: number;
  private journalBytes: number;
  private readonly items: ReadonlyMap<string, string>;

  constructor(
    private readonly file: string,
    loaded: Journaled,
    private readonly compactAtBytes: number | undefined,
  ) {
    this.items = loaded.items;
    this.snapshotBytes = loaded.snapshotBytes;
    this.journalBytes = loaded.journalBytes;
  }

  /** Appends one line, not yet synced. */
  append(entry: JournalEntry): void {
    const fd = this.fd ?? this.open();
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    writeAll(fd, line);
    this.journalBytes += line.length;
  }

  /** Syncs what was appended, then compacts the journal if it has grown. */
  syncNow(): void {
    if (this.fd === null) return;
    fdatasyncSync(this.fd);
    this.compactIfGrown();
  }

  async sync(): Promise<void> {
    if (this.fd === null) return;
    await fdatasync(this.fd);
    this.compactIfGrown();
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private open(): number {
    const fd = openSync(journalOf(this.file), 'a');
    this.fd = fd;
    // A torn last line (a crash mid-append) goes before anything is appended after it.
    if (statSync(journalOf(this.file)).size > this.journalBytes) {
      ftruncateSync(fd, this.journalBytes);
      fdatasyncSync(fd);
    }
    // The file named by --data is there from the first write on, as it always was.
    if (!existsSync(this.file)) this.compact(fd);
    return fd;
  }

  private compact(fd: number): void {
    const text = JSON.stringify(Object.fromEntries(this.items));
    replaceFile(this.file, text);
    this.snapshotBytes = Buffer.byteLength(text);
    ftruncateSync(fd, 0);
    fdatasyncSync(fd);
    this.journalBytes = 0;
  }

  private compactIfGrown(): void {
    const limit =
      this.compactAtBytes ??
      Math.min(COMPACT_MAX_BYTES, Math.max(COMPACT_MIN_BYTES, COMPACT_RATIO * this.snapshotBytes));
    if (this.fd !== null && this.journalBytes > limit) this.compact(this.fd);
  }
}

/**
 * A KeyValueStorage (dataProvider/fake/memoryStorage.ts) kept in memory, and in `file` and its journal by commit() or
 * flush(); in memory only without a file. The server commits before it answers a call, so a 200 means the change is
 * on disk: a kill the next moment loses nothing that was confirmed. One server at a time per file. `compactAtBytes`: compact
 * whenever the journal passes this size instead, for tests that crash the server in the middle of a compaction.
 */
export function journalStorage(file: string | undefined, { compactAtBytes }: JournalOptions = {}): JournalStorage {
  const loaded: Journaled = file ? readJournaled(file) : { items: new Map(), snapshotBytes: 0, journalBytes: 0 };
  const { items } = loaded;
  const journal = file ? new Journal(file, loaded, compactAtBytes) : null;
  /** Each key changed since the last append: its new value, or null once removed (kept only with a file). */
  const pending = new Map<string, string | null>();

  /** Appends the changes since the last append as one line, not yet synced; false when there were none. */
  const append = (): boolean => {
    if (!journal || pending.size === 0) return false;
    const entry: JournalEntry & { set: Record<string, string>; del: string[] } = { set: {}, del: [] };
    for (const [key, value] of pending) {
      if (value === null) entry.del.push(key);
      else entry.set[key] = value;
    }
    pending.clear();
    journal.append(entry);
    return true;
  };

  /** The append whose sync is under way, and the one that carries the changes made meanwhile. */
  let syncing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const startSync = (): Promise<void> => {
    append();
    syncing = (journal?.sync() ?? Promise.resolve()).finally(() => {
      syncing = null;
    });
    return syncing;
  };

  /**
   * Resolves once every change made so far is synced to disk. Changes made while one append is being synced wait
   * for it and then share the next one, so calls answered together cost one sync between them.
   */
  const commit = (): Promise<void> => {
    if (pending.size === 0) return syncing ?? Promise.resolve();
    if (!syncing) return startSync();
    queued ??= syncing
      .catch(() => {})
      .then(() => {
        queued = null;
        return commit();
      });
    return queued;
  };

  const changed = (key: string, value: string | null): void => {
    if (journal) pending.set(key, value);
  };

  return {
    flush: () => {
      if (append()) journal?.syncNow();
    },
    commit,
    async close() {
      await commit();
      journal?.close();
    },
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
      changed(key, String(value));
    },
    removeItem: (key) => {
      if (items.delete(key)) changed(key, null);
    },
  };
}
