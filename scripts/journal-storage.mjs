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

const fdatasync = promisify(fdatasyncCallback);
const NEWLINE = 0x0a;
const MiB = 1024 * 1024;

/** Under this the journal is never compacted: replaying a megabyte on start is nothing. */
const COMPACT_MIN_BYTES = 1 * MiB;
/** Compacted once it is this many times the snapshot's size, or this big whatever the snapshot's size. */
const COMPACT_RATIO = 4;
const COMPACT_MAX_BYTES = 64 * MiB;

export const journalOf = (file) => `${file}.journal`;

function writeAll(fd, bytes) {
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
}

function syncFolderOf(file) {
  const folder = openSync(dirname(resolve(file)), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/** Written aside, synced, renamed over the old file and the folder synced: a crash leaves the old file or the new one. */
function replaceFile(file, text) {
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

function isEntry(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.set === 'object' &&
    value.set !== null &&
    Array.isArray(value.del)
  );
}

/**
 * What `file` and its journal hold: { items, snapshotBytes, journalBytes }, journalBytes being where the last whole
 * line ends. Lines are read up to the first that is unfinished or unreadable: only the last append can be torn.
 */
export function readJournaled(file) {
  const items = new Map();
  let snapshotBytes = 0;
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    snapshotBytes = Buffer.byteLength(text);
    for (const [key, value] of Object.entries(JSON.parse(text))) items.set(key, String(value));
  }
  let journalBytes = 0;
  const journal = journalOf(file);
  if (existsSync(journal)) {
    const bytes = readFileSync(journal);
    for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, journalBytes)) {
      let entry;
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

/**
 * A KeyValueStorage (dataProvider/fake/memoryStorage.ts) kept in memory, and in `file` and its journal by commit() or
 * flush(); in memory only without a file. The server commits before it answers a call, so a 200 means the change is
 * on disk: a kill the next moment loses nothing that was confirmed. One server at a time per file. `compactAtBytes`: compact
 * whenever the journal passes this size instead, for tests that crash the server in the middle of a compaction.
 */
export function journalStorage(file, { compactAtBytes } = {}) {
  const loaded = file ? readJournaled(file) : { items: new Map(), snapshotBytes: 0, journalBytes: 0 };
  const { items } = loaded;
  let { snapshotBytes, journalBytes } = loaded;
  /** Each key changed since the last flush: its new value, or null once removed. */
  const pending = new Map();
  let fd = null;

  const openJournal = () => {
    fd = openSync(journalOf(file), 'a');
    // A torn last line (a crash mid-append) goes before anything is appended after it.
    if (statSync(journalOf(file)).size > journalBytes) {
      ftruncateSync(fd, journalBytes);
      fdatasyncSync(fd);
    }
    // The file named by --data is there from the first write on, as it always was.
    if (!existsSync(file)) compact();
  };

  const compact = () => {
    const text = JSON.stringify(Object.fromEntries(items));
    replaceFile(file, text);
    snapshotBytes = Buffer.byteLength(text);
    ftruncateSync(fd, 0);
    fdatasyncSync(fd);
    journalBytes = 0;
  };

  const compactIfGrown = () => {
    const limit =
      compactAtBytes ?? Math.min(COMPACT_MAX_BYTES, Math.max(COMPACT_MIN_BYTES, COMPACT_RATIO * snapshotBytes));
    if (journalBytes > limit) compact();
  };

  /** Appends the changes since the last append as one line, not yet synced; false when there were none. */
  const append = () => {
    if (!file || pending.size === 0) return false;
    const entry = { set: {}, del: [] };
    for (const [key, value] of pending) {
      if (value === null) entry.del.push(key);
      else entry.set[key] = value;
    }
    pending.clear();
    if (fd === null) openJournal();
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    writeAll(fd, line);
    journalBytes += line.length;
    return true;
  };

  /** The append whose sync is under way, and the one that carries the changes made meanwhile. */
  let syncing = null;
  let queued = null;
  const startSync = () => {
    append();
    syncing = fdatasync(fd)
      .then(compactIfGrown)
      .finally(() => {
        syncing = null;
      });
    return syncing;
  };

  /**
   * Resolves once every change made so far is synced to disk. Changes made while one append is being synced wait
   * for it and then share the next one, so calls answered together cost one sync between them.
   */
  const commit = () => {
    if (pending.size === 0 || !file) return syncing ?? Promise.resolve();
    if (!syncing) return startSync();
    queued ??= syncing
      .catch(() => {})
      .then(() => {
        queued = null;
        return commit();
      });
    return queued;
  };

  return {
    /** Appends what changed since the last append and syncs it, now. */
    flush: () => {
      if (!append()) return;
      fdatasyncSync(fd);
      compactIfGrown();
    },
    commit,
    /** Syncs what is left, then lets go of the journal. */
    async close() {
      await commit();
      if (fd !== null) closeSync(fd);
      fd = null;
    },
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
      pending.set(key, String(value));
    },
    removeItem: (key) => {
      if (items.delete(key)) pending.set(key, null);
    },
  };
}
