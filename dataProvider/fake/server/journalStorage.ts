// `npm run api -- --data <file>`: `<file>` is a JSON snapshot and `<file>.journal` one line per append, synced before
// the write is answered. A line holds whole values, so replaying one the snapshot already holds changes nothing (a
// crash mid-compaction loses nothing); a torn last line is ignored on load and cut before the next append.
// Not SQLite: better-sqlite3 is a native module, and this needs nothing beyond Node.
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

/** Written aside, synced, renamed over the old file, the folder synced: a crash leaves the old file or the new one. */
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
  journalBytes: number;
}

/** Lines are read up to the first unfinished or unreadable one: only the last append can be torn. */
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
  compactAtBytes?: number;
}

export interface JournalStorage extends KeyValueStorage {
  flush(): void;
  /** Resolves once every change made so far is synced; changes made while a sync is under way share the next. */
  commit(): Promise<void>;
  close(): Promise<void>;
}

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

  append(entry: JournalEntry): void {
    const fd = this.fd ?? this.open();
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    writeAll(fd, line);
    this.journalBytes += line.length;
  }

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
 * In memory, and in `file` and its journal by commit() or flush(). The server commits before it answers a call, so a
 * 200 means the change is on disk. One server at a time per file.
 */
export function journalStorage(file: string | undefined, { compactAtBytes }: JournalOptions = {}): JournalStorage {
  const loaded: Journaled = file ? readJournaled(file) : { items: new Map(), snapshotBytes: 0, journalBytes: 0 };
  const { items } = loaded;
  const journal = file ? new Journal(file, loaded, compactAtBytes) : null;
  /** Each key changed since the last append: its new value, or null once removed (kept only with a file). */
  const pending = new Map<string, string | null>();

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

  let syncing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const startSync = (): Promise<void> => {
    append();
    syncing = (journal?.sync() ?? Promise.resolve()).finally(() => {
      syncing = null;
    });
    return syncing;
  };

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
