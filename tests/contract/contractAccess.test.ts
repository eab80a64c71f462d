import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ROLES, CONTRACT_CALLS, contractCall, type ContractCall } from '@/dataProvider/contract/calls';
import type { Role } from '@/dataProvider/types';
import { BASE, signIn, serveFakeForThisFile } from './fakeApi';

const fake = serveFakeForThisFile();

const STAFF: Record<Exclude<Role, 'user'>, string> = {
  admin: 'admin@example.com',
  customer_care_admin: 'care.admin@example.com',
  customer_care_agent: 'agent@example.com',
};
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  for (const [role, email] of Object.entries(STAFF)) tokens[role as Role] = await signIn(email);
});

/** The call made with placeholder ids and an empty body: who may make it is settled before what it names. */
async function status({ method, path }: ContractCall, token?: string): Promise<number> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = token;
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const response = await fetch(BASE + path.replace(/\{\w+\}/g, 'no-such-id'), {
    method,
    headers,
    body: method === 'GET' ? undefined : '{}',
  });
  return response.status;
}

const admits = (call: ContractCall, role: Role) =>
  call.access === 'public' ||
  call.access === 'signedIn' ||
  (ACCESS_ROLES[call.access] as readonly Role[]).includes(role);

describe("the fake keeps to the contract's access for every call", () => {
  it.each(CONTRACT_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const signedOut = await status(call);
    if (call.access === 'public') expect([401, 403]).not.toContain(signedOut);
    else expect(signedOut).toBe(401);
    for (const role of Object.keys(STAFF) as Role[]) {
      const answer = await status(call, tokens[role]);
      if (admits(call, role)) expect([401, 403], `${role} may make it`).not.toContain(answer);
      else expect(answer, `${role} may not make it`).toBe(403);
    }
  });
});

describe('the contract and the fake list the same calls', () => {
  // Besides the contract's calls: the document itself, the testers' controls and the stand-in for the image store
  // that `GET image` points at (and the catch-all that answers unknown paths 404, which has no path of its own).
  const outsideTheSpec = (path: string) =>
    path === 'openapi.json' || path.startsWith('__fake/') || path.startsWith('media/');

  const fakeRoutes = () =>
    fake.server
      .listHandlers()
      .map((handler) => ('info' in handler ? (handler.info as { method?: unknown; path?: unknown }) : {}))
      .filter(
        (info) => typeof info.method === 'string' && typeof info.path === 'string' && info.path.includes('/api/v1/'),
      )
      .map((info) => ({ method: info.method as string, path: (info.path as string).split('/api/v1/')[1] }))
      .filter((route) => !outsideTheSpec(route.path));

  it('every route of the fake is a contract call', () => {
    const unknown = fakeRoutes()
      .filter((route) => !contractCall(route.method, route.path.replace(/:\w+/g, 'x')))
      .map((route) => `${route.method} ${route.path}`);
    expect(unknown).toEqual([]);
  });

  it('every contract call has a route in the fake', () => {
    const routes = new Set(fakeRoutes().map((route) => `${route.method} ${route.path.replace(/:\w+/g, '{}')}`));
    const missing = CONTRACT_CALLS.filter(
      (call) => !routes.has(`${call.method} ${call.path.replace(/\{\w+\}/g, '{}')}`),
    ).map((call) => `${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });
});
