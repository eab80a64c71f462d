// The fake's bucket, used as a real one's presigned URLs are: `GET image` grants one upload of one type for a few
// minutes, and the PUT stores it once. Small files persist as data URLs so a photo still shows after a reload; bigger
// ones, and the oldest beyond the last few, live in memory until the reload.
import type { FakeDb } from './db';
import { defineCollection } from './db';
import { randomId } from './secrets';
import type { ImageType } from '../imageFiles';

export interface StoredUpload {
  id: string;
  type: string;
  dataUrl: string;
}

/** Per file: localStorage holds about 5 MB for every collection together. */
export const PERSISTED_UPLOAD_MAX_BYTES = 256 * 1024;
const PERSISTED_UPLOADS_KEPT = 8;
/** Uploads held in memory together; the oldest go first beyond it. */
export const MEMORY_UPLOADS_MAX_BYTES = 64 * 1024 * 1024;
export const UPLOAD_GRANT_MS = 10 * 60 * 1000;
/** Unused grants kept at most (an admin asking again and again must not grow memory). */
const GRANTS_KEPT = 200;

export const storedUploads = defineCollection<StoredUpload>(
  'uploads',
  (upload) => upload.id,
  () => [],
);

interface Grant {
  signature: string;
  type: ImageType;
  expiresAt: number;
}

export type GrantCheck = { ok: true; type: ImageType } | { ok: false };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

function fromBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export class UploadStore {
  private readonly memory = new Map<string, { type: string; bytes: ArrayBuffer }>();
  private readonly grants = new Map<string, Grant>();

  constructor(private readonly db: FakeDb) {}

  grant(type: ImageType): { id: string; signature: string } {
    const now = this.db.now().getTime();
    for (const [id, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(id);
    while (this.grants.size >= GRANTS_KEPT) this.grants.delete(this.grants.keys().next().value as string);
    const id = randomId();
    const signature = randomId().replace(/-/g, '');
    this.grants.set(id, { signature, type, expiresAt: now + UPLOAD_GRANT_MS });
    return { id, signature };
  }

  check(id: string, signature: string): GrantCheck {
    const grant = this.grants.get(id);
    if (!grant || grant.signature !== signature || grant.expiresAt <= this.db.now().getTime()) return { ok: false };
    return { ok: true, type: grant.type };
  }

  /** Uses its grant up: the id can never be written again. */
  save(id: string, type: ImageType, bytes: ArrayBuffer): void {
    this.grants.delete(id);
    this.memory.set(id, { type, bytes });
    let held = 0;
    for (const [key, upload] of [...this.memory].reverse()) {
      held += upload.bytes.byteLength;
      if (held > MEMORY_UPLOADS_MAX_BYTES && key !== id) this.memory.delete(key);
    }
    if (bytes.byteLength > PERSISTED_UPLOAD_MAX_BYTES) return;
    const table = this.db.table(storedUploads);
    table.put({ id, type, dataUrl: `data:${type};base64,${toBase64(new Uint8Array(bytes))}` });
    const all = table.all();
    for (const old of all.slice(0, Math.max(0, all.length - PERSISTED_UPLOADS_KEPT))) table.remove(old.id);
  }

  read(id: string): { type: string; bytes: ArrayBuffer } | undefined {
    const held = this.memory.get(id);
    if (held) return held;
    const stored = this.db.table(storedUploads).get(id);
    if (!stored) return undefined;
    const [, base64 = ''] = stored.dataUrl.split(',', 2);
    return { type: stored.type, bytes: fromBase64(base64) };
  }
}

const stores = new WeakMap<FakeDb, UploadStore>();

export function uploadStoreOf(db: FakeDb): UploadStore {
  let store = stores.get(db);
  if (!store) {
    store = new UploadStore(db);
    stores.set(db, store);
  }
  return store;
}
