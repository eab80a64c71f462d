// Types for scripts/journal-storage.mjs, for the tests of what `npm run api -- --data` keeps on disk.
import type { KeyValueStorage } from '../dataProvider/fake';

export declare function journalOf(file: string): string;
export declare function readJournaled(file: string): {
  items: Map<string, string>;
  snapshotBytes: number;
  journalBytes: number;
};
export interface JournalStorage extends KeyValueStorage {
  /** Appends what changed since the last append to the journal and syncs it; compacts the journal once it has grown. */
  flush(): void;
  /** Resolves once every change made so far is synced; changes made while a sync is under way share the next. */
  commit(): Promise<void>;
  close(): Promise<void>;
}
export declare function journalStorage(file: string | undefined, options?: { compactAtBytes?: number }): JournalStorage;
