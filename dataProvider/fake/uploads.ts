/**
 * The fake's storage bucket for uploaded images (GET image, then PUT to the URL it gives). Small
 * files are kept as data URLs in a persisted collection, so an uploaded photo or banner still shows
 * after a reload; bigger ones, and the oldest beyond the last few, live in memory until the reload.
 */
import type { FakeDb } from './db';
import { defineCollection } from './db';

export interface StoredUpload {
  id: string;
  type: string;
  dataUrl: string;
}

/** Per file: localStorage holds about 5 MB for every collection together. */
export const PERSISTED_UPLOAD_MAX_BYTES = 256 * 1024;
const PERSISTED_UPLOADS_KEPT = 8;

export const storedUploads = defineCollection<StoredUpload>('uploads', (upload) => upload.id, () => []);

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

  constructor(private readonly db: FakeDb) {}

  save(id: string, type: string, bytes: ArrayBuffer): void {
    this.memory.set(id, { type, bytes });
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
