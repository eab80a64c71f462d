// Types for scripts/api-server.mjs, for the tests that start the fake over HTTP.
import type { FakeDb } from '../dataProvider/fake';

export interface ApiServerOptions {
  port?: number;
  host?: string;
  /** A JSON file the data is kept in across restarts; memory only when left out. */
  data?: string;
  /** Origins allowed by CORS; any http://127.0.0.1:<port> or http://localhost:<port> when empty. */
  corsOrigins?: string[];
  quiet?: boolean;
  /** The testers' calls under /api/v1/__fake/ (outbox, faults, reset), for the admin; off (404) by default. */
  testControls?: boolean;
  /** Where the app is served: mailed links open there. http://127.0.0.1:4388 by default. */
  appOrigin?: string;
  /** The seed's scale: 1 (the default) is the spec's day, 10 ten times it (dataProvider/fake/scale.ts). */
  scale?: number;
  /** Compact the data's journal whenever it passes this size (tests); by default once it outgrows the snapshot. */
  journalCompactBytes?: number;
}
export interface ApiServer {
  origin: string;
  port: number;
  db: FakeDb;
  close(): Promise<void>;
}
export declare function startApiServer(options?: ApiServerOptions): Promise<ApiServer>;
