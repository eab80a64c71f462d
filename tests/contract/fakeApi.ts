/** Shared by the fake's tests: one msw server per test file and a small fetch wrapper. */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { answerChecker } from '@/dataProvider/contract/answerCheck';
import { contractCall, etagRecordOf } from '@/dataProvider/contract/calls';
import type { LoginResult } from '@/dataProvider/types';
import { createFakeServer } from '@/dataProvider/fake/node';
import { DEMO_PASSWORD } from '@/dataProvider/fake/seed/systemUsers';
import { etagOf } from '@/dataProvider/fake/versions';

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
  /** The answer's headers (its ETag), left out of a comparison of the answer whole. */
  headers: Headers;
}

const checker = answerChecker();

/**
 * What is wrong with an answer's `ETag`: the fake sends one with every answer of a versioned record (a 2xx of one
 * record, a 412), the hash of the record it answers, and with no other answer. The document only lets a backend
 * send it; the fake, which shows how, is held to sending it.
 */
function etagProblemOf(method: string, path: string, status: number, body: unknown, etag: string | null) {
  const c = contractCall(method, path);
  if (!c) return undefined;
  const name = `${method} ${c.path} ${status}`;
  const record = etagRecordOf(c);
  const carries = record !== undefined && (status < 300 || status === 412);
  if (etag !== null) {
    if (!carries) return `${name}: an ETag the document does not list for it`;
    if (etag !== etagOf(body)) return `${name}: ETag ${etag} is not the hash of the record answered`;
    return undefined;
  }
  // PUT menu/categories also answers a reorder, which is no record; an answer that is the record has its ETag.
  if (carries && checker.schemaAt(`#/components/schemas/${record}`)(body))
    return `${name}: the record without its ETag`;
  return undefined;
}

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
        return (
          checker.problemOf(request.method, path, response.status, json) ??
          etagProblemOf(request.method, path, response.status, json, response.headers.get('etag'))
        );
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
  const answer = { status: response.status, body: (await response.json()) as T };
  // Not enumerable: a test that compares an answer whole with `{status, body}` still can.
  return Object.defineProperty(answer, 'headers', { value: response.headers, enumerable: false }) as Answer<T>;
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<LoginResult>('system-user/login', { method: 'POST', body: { email, password } });
  if (status !== 200) throw new Error(`sign-in as ${email} answered ${status}`);
  return body.token;
}
