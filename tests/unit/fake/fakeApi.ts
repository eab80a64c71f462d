/** Shared by the fake's tests: one msw server per test file and a small fetch wrapper. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LoginResult } from '@/dataProvider/types';
import { createFakeServer } from '@/dataProvider/fake/node';
import { DEMO_PASSWORD } from '@/dataProvider/fake/seed/systemUsers';

export const BASE = 'http://localhost/api/v1/';
export { DEMO_PASSWORD };

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  lang?: 'en' | 'ar';
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** Starts the fake for the calling test file, fresh (seeded) before each test. */
export function serveFakeForThisFile(options: Parameters<typeof createFakeServer>[1] = {}) {
  const fake = createFakeServer(BASE, options);
  beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => fake.db.reset());
  afterAll(() => fake.server.close());
  return fake;
}

export async function call<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': options.lang ?? 'en' };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(BASE + path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<LoginResult>('system-user/login', { method: 'POST', body: { email, password } });
  if (status !== 200) throw new Error(`sign-in as ${email} answered ${status}`);
  return body.token;
}
