// @vitest-environment node
/**
 * Every call of the contract, made once for each answer the OpenAPI document lists for it, on a freshly seeded
 * fake: the answer has the status asked for, and (as every answer the fake gives in its tests) its body fits
 * what the document says of that status. A call without the examples it needs fails here, so a call added to
 * the contract is described, made and refused before it ships. 413 is the HTTP server's (`npm run api`):
 * tests/contract/apiBodyLimits.test.ts asks it. 415 is asked of every write with its body sent as plain text, 412 of
 * every conditional write with an `If-Match` naming a version the record never had.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CALLS, type ContractCall } from '@/dataProvider/contract/calls';
import { ISSUED_RESET_TOKEN, MADE_FIRST, SIGNED_IN_USER, type ExampleRequest } from '@/dataProvider/contract/examples';
import { openApiDocument } from '@/dataProvider/contract/openapi';
import { EXAMPLES } from '@/dataProvider/contract/schemas';
import { systemUsers } from '@/dataProvider/fake/seed/systemUsers';
import { call, serveFakeForThisFile, signIn } from './fakeApi';

// Every call is made on a Thursday, the examples' own day. The week starts on Saturday: the loyalty calls, the
// only ones whose answer follows today (its week, the days already past), are also made on a Saturday (the
// first day of a week) and late on a Friday (its last). A branch's orders name their day in the query.
const DAYS = ['2026-11-26T09:00:00Z', '2026-11-28T09:00:00Z', '2026-11-27T20:30:00Z'];
const followsToday = (c: ContractCall) => c.path.startsWith('loyality');
let clock = Date.parse(DAYS[0]);
const fake = serveFakeForThisFile({ now: () => clock });

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;
const paths = openApiDocument().paths as Operations;
const nameOf = (c: ContractCall) => `${c.method} ${c.path}`;
const listedStatuses = (c: ContractCall) =>
  Object.keys(paths[`/${c.path}`][c.method.toLowerCase()].responses).map(Number);
const hasPathValues = (c: ContractCall) => c.path.includes('{');
const queryOf = (path: string | undefined) => (path?.includes('?') ? `?${path.split('?')[1]}` : '');

/** Who is signed in to make a call, and who is refused it (403). */
async function tokens(c: ContractCall): Promise<{ allowed?: string; refused?: string }> {
  if (c.access === 'public') return {};
  const allowed = await signIn('admin@example.com');
  if (c.access === 'admin') return { allowed, refused: await signIn('agent@example.com') };
  if (c.access === 'customerCare') return { allowed, refused: await signIn('user@example.com') };
  return { allowed };
}

/** The request with the values only known now filled in. */
async function filled(request: ExampleRequest, token: string | undefined): Promise<ExampleRequest & { path: string }> {
  let text = JSON.stringify(request);
  if (request.before) {
    const { method, path, body } = request.before;
    const made = await call<{ id: string }>(path, { method, body, token: await signIn('admin@example.com') });
    text = text.replaceAll(MADE_FIRST, made.body.id);
  }
  if (text.includes(SIGNED_IN_USER)) {
    const me = await call<{ id: string }>('system-user/profile', { token });
    text = text.replaceAll(SIGNED_IN_USER, me.body.id);
  }
  if (text.includes(ISSUED_RESET_TOKEN)) {
    const agent = fake.db
      .table(systemUsers)
      .all()
      .find((user) => user.email === 'agent@example.com');
    text = text.replaceAll(ISSUED_RESET_TOKEN, fake.db.resetTokens.issue(agent?.id ?? ''));
  }
  return JSON.parse(text) as ExampleRequest & { path: string };
}

async function make(c: ContractCall, request: ExampleRequest, token: string | undefined) {
  const { path, body, headers, file, times = 1 } = await filled({ ...request, path: request.path ?? c.path }, token);
  const form = file && c.upload ? new FormData() : undefined;
  if (form && file && c.upload) form.append(c.upload.part, new File([file.text], file.name, { type: file.type }));
  for (let made = 1; made < times; made += 1) await call(path, { method: c.method, body, token, headers, form });
  return call(path, { method: c.method, body, token, headers, form });
}

describe.each(DAYS)('on %s', (day) => {
  beforeAll(() => {
    clock = Date.parse(day);
  });
  const calls = day === DAYS[0] ? CONTRACT_CALLS : CONTRACT_CALLS.filter(followsToday);

  describe.each(calls.map((c) => [nameOf(c), c] as const))('%s', (_name, c) => {
    const example = EXAMPLES[nameOf(c)];
    const statuses = listedStatuses(c);

    it('has an example for each answer the document lists for it', () => {
      expect(example, 'an entry in its area’s examples').toBeDefined();
      if (hasPathValues(c) || c.query) expect(example?.path, 'a path with the seed’s ids or its query').toBeDefined();
      if (c.body) expect(example?.body, 'a body it takes').toBeDefined();
      if (c.upload) expect(example?.file, 'a file it takes').toBeDefined();
      if (c.body || c.query || c.upload) expect(example?.refused, 'a body, file or query it refuses').toBeDefined();
      if (c.creates === 'new or change') expect(example?.saved, 'a request that saves a seeded record').toBeDefined();
      for (const [status] of Object.entries(c.refusals ?? {}))
        expect(example?.refusals?.[Number(status) as 400], `a request refused with ${status}`).toBeDefined();
    });

    // An optional call's 404 is a backend's without it (npm run contract takes it), not the fake's, which has it.
    for (const status of statuses.filter((s) => s !== 413 && !(s === 404 && c.optional))) {
      it(`answers ${status} as the document says`, async () => {
        const { allowed, refused } = await tokens(c);
        const own = example?.refusals?.[status as 400];
        let answer;
        if (status === 200 && c.creates === 'new or change') answer = await make(c, example?.saved ?? {}, allowed);
        else if (status < 300) answer = await make(c, example ?? {}, allowed);
        else if (status === 401) answer = await make(c, example ?? {}, undefined);
        else if (status === 403 && refused) answer = await make(c, example ?? {}, refused);
        else if (own) answer = await make(c, own, allowed);
        else if (status === 400) {
          const bad = example?.refused;
          expect(bad, 'a body or query it refuses').toBeDefined();
          answer = await make(c, { ...bad, path: bad?.path ?? example?.path }, allowed);
          expect(answer.body.errors, `errors naming ${bad?.field}`).toHaveProperty([bad?.field ?? '']);
        } else if (status === 415) {
          // The example's body (or an empty object) declared as plain text, a file's call's as JSON.
          const { file: _file, ...asked } = example ?? {};
          const type = c.upload ? 'application/json' : 'text/plain';
          answer = await make(c, { ...asked, body: asked.body ?? {}, headers: { 'content-type': type } }, allowed);
        } else if (status === 412) {
          // A write of a seeded record with a version it never had: refused with the record as it is now.
          const base = (c.creates === 'new or change' ? example?.saved : example) ?? {};
          answer = await make(c, { ...base, headers: { ...base.headers, 'if-match': '"not-its-version"' } }, allowed);
          expect(answer.headers.get('etag'), 'the current record’s ETag').toMatch(/^"[0-9a-f]+"$/);
        } else if (status === 404) {
          const path = c.path.replace(/\{\w+\}/g, 'no-such-id') + queryOf(example?.path);
          answer = await make(c, { path, body: example?.body }, allowed);
        } else throw new Error(`no way to ask ${nameOf(c)} for ${status}`);
        expect(answer.status).toBe(status);
        // A 412's body is the record as it is now, not an error.
        if (status >= 400 && status !== 412) expect(typeof answer.body.message).toBe('string');
      });
    }
  });
});
