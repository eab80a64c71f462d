/** The fake for vitest: an msw server over a fresh, memory-only database unless a storage is given. */
import { setupServer, type SetupServer } from 'msw/node';
import type { FakeDb, FakeDbOptions } from './db';
import { createFakeApi } from './index';

export function createFakeServer(
  baseUrl = 'http://localhost/api/v1/',
  options: FakeDbOptions = {},
): { server: SetupServer; db: FakeDb } {
  const { db, handlers } = createFakeApi({ baseUrl, ...options });
  return { server: setupServer(...handlers), db };
}
