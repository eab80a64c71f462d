/** The fake for vitest: an msw server over a fresh, memory-only database unless a storage is given. */
import { setupServer, type SetupServer } from 'msw/node';
import type { FakeDb, FakeDbOptions } from './db';
import { createFakeApi } from './index';

export interface FakeServerOptions extends FakeDbOptions {
  appOrigin?: string;
  /** The testers' `__fake/` calls; on unless turned off (tests arm faults and read the outbox). */
  testControls?: boolean;
  scale?: number;
  hostile?: boolean;
}

export function createFakeServer(
  baseUrl = 'http://localhost/api/v1/',
  { appOrigin = new URL(baseUrl).origin, testControls = true, ...dbOptions }: FakeServerOptions = {},
): { server: SetupServer; db: FakeDb } {
  const { db, handlers } = createFakeApi({ baseUrl, appOrigin, testControls, ...dbOptions });
  return { server: setupServer(...handlers), db };
}
