// Types for scripts/journal-storage.mjs, for the tests of what `npm run api -- --data` keeps on disk.
import type { KeyValueStorage } from '../dataProvider/fake';

export declare function journalOf(file: string): string;
export declare function readJournaled(file: string): {
  items: Map<string, string>;
  snapshotBytes: number;
  journalBytes: number;
};
export interface JournalStorage extends KeyValueStorage {
  /** Appends what changed since the last flush to the journal and syncs it; compacts the journal once it has grown. */
  flush(): void;
  close(): void;
}
export declare function journalStorage(file: string | undefined, options?: { compactAtBytes?: number }): JournalStorage;
