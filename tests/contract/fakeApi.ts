/** Shared by the fake's tests: one msw server per test file and a small fetch wrapper. */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { answerChecker } from '@/dataProvider/contract/answerCheck';
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
  headers?: Record<string, string>;
  /** A multipart body instead of JSON. */
  form?: FormData;
}

export interface Answer<T> {
  status: number;
  body: T;
}

const checker = answerChecker();

/**
 * Starts the fake for the calling test file, fresh (seeded) before each test. Every answer the fake gives
 * in a test is held to the OpenAPI document (its status listed for the call, its body fitting that status's
 * schema); a test whose answers drift fails, naming them. `faultsOn` files ask the fake to break its answers.
 */
export function serveFakeForThisFile(options: Parameters<typeof createFakeServer>[1] & { faultsOn?: boolean } = {}) {
  const { faultsOn = false, ...fakeOptions } = options;
  const fake = createFakeServer(BASE, fakeOptions);
  const checks: Promise<string | undefined>[] = [];
  fake.server.events.on('response:mocked', ({ request, response }) => {
    if (faultsOn) return;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const text = response.clone().text();
    checks.push(
      text.then((body) => {
        if (response.status >= 500) return `${request.method} ${path} answered ${response.status}`;
        let json: unknown;
        try {
          json = body === '' ? null : JSON.parse(body);
        } catch {
          return response.headers.get('content-type')?.includes('json')
            ? `${request.method} ${path}: not JSON`
            : undefined;
        }
        return checker.problemOf(request.method, path, response.status, json);
      }),
    );
  });
  beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => fake.db.reset());
  afterEach(async () => {
    const problems = (await Promise.all(checks.splice(0))).filter(Boolean);
    expect(problems, 'answers that do not fit the OpenAPI document').toEqual([]);
  });
  afterAll(() => fake.server.close());
  return fake;
}

export async function call<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.lang ?? 'en',
    ...options.headers,
  };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(BASE + path, {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<LoginResult>('system-user/login', { method: 'POST', body: { email, password } });
  if (status !== 200) throw new Error(`sign-in as ${email} answered ${status}`);
  return body.token;
}
