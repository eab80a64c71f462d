// @vitest-environment node
/**
 * `npm run api` refuses a body one byte longer than its call takes with 413 before reading it, for every call
 * the OpenAPI document says takes a body or a file, and the answer is the document's error body.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerChecker } from '@/dataProvider/contract/answerCheck';
import { CONTRACT_CALLS } from '@/dataProvider/contract/calls';
import { openApiDocument } from '@/dataProvider/contract/openapi';
import { EXAMPLES } from '@/dataProvider/contract/schemas';
import { bodyLimitFor } from '@/dataProvider/fake/bodyLimits';
import { startApiServer, type ApiServer } from '@/scripts/api-server.mjs';

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;
const paths = openApiDocument().paths as Operations;
const checker = answerChecker();

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ port: 0, quiet: true });
}, 60_000);
afterAll(() => api?.close());

const withBodies = CONTRACT_CALLS.filter((c) => '413' in paths[`/${c.path}`][c.method.toLowerCase()].responses);

it('is asked of every call that takes a body', () => {
  expect(withBodies.length).toBeGreaterThan(0);
  expect(withBodies.every((c) => c.body || c.upload)).toBe(true);
});

it.each(withBodies.map((c) => [`${c.method} ${c.path}`, c] as const))(
  '%s answers 413 as the document says',
  async (name, c) => {
    const path = (EXAMPLES[name]?.path ?? c.path).replace(/\{\w+\}/g, 'x');
    // One byte over the call's limit (a JSON body's, or the customers file's with its multipart framing).
    const { maxBytes } = bodyLimitFor(c.method, `/api/v1/${path}`);
    const answer = await fetch(`${api.origin}/api/v1/${path}`, {
      method: c.method,
      headers: {
        'content-type': c.upload ? 'multipart/form-data; boundary=x' : 'application/json',
        'accept-language': 'en',
      },
      body: 'x'.repeat(maxBytes + 1),
    });
    expect(answer.status).toBe(413);
    expect(checker.problemOf(c.method, path.split('?')[0], 413, await answer.json())).toBeUndefined();
  },
);
