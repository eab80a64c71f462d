// @vitest-environment node
// `npm run contract`: the contract check against the fake over HTTP, and against a server whose answers drift.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@/dataProvider/fake/server/apiServer';
import { checkContract, type CheckRow } from '@/dataProvider/contract/check';

let api: ApiServer;
let drifting: Server;
let driftingOrigin: string;

/**
 * The fake behind a proxy that changes five answers, as a backend drifting from the contract would: settings
 * in an unknown wrapper, tickets without their total, branches without their key, offers open to anyone, and a
 * new menu category answered 200 instead of 201; and leaves out the optional `GET orders`, which is no drift.
 */
async function startDriftingServer(target: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const answer = await fetch(target + url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body: unknown = await answer.json();
    let status = answer.status;
    const path = url.split('?')[0];
    if (path === '/api/v1/settings' && status === 200) body = { settings: body };
    if (path === '/api/v1/customer-care' && status === 200) body = { data: (body as { data: unknown[] }).data };
    if (path === '/api/v1/Branches' && status === 200)
      body = (body as Record<string, unknown>[]).map(({ sk: _sk, ...rest }) => rest);
    if (path === '/api/v1/offers' && !req.headers.authorization) [status, body] = [200, []];
    if (path === '/api/v1/menu/categories' && req.method === 'POST' && status === 201) status = 200;
    // A backend without the optional chain-wide orders call: any unknown path's 404.
    if (path === '/api/v1/orders') [status, body] = [404, { message: 'Not Found' }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  api = await startApiServer({ port: 0, quiet: true });
  drifting = await startDriftingServer(api.origin);
  driftingOrigin = `http://127.0.0.1:${(drifting.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  drifting?.close();
  await api?.close();
});

/** The command in its own process; this one keeps serving the servers it calls meanwhile. */
function contractCommand(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('node', ['scripts/contract.mjs', ...args], (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const check = (origin: string, writes = false) =>
  checkContract({ api: origin, email: 'admin@example.com', password: 'demo1234', day: '2026-11-26', writes });

/** The fake's menu categories and items, as ids, to see that the writes leave nothing behind. */
async function menuIds(): Promise<string[]> {
  const signIn = await fetch(`${api.origin}/api/v1/system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const read = async (path: string) =>
    (await (await fetch(`${api.origin}/api/v1/${path}`, { headers: { authorization: token } })).json()) as unknown;
  const categories = (await read('menu/categories')) as { id: string }[];
  const items = ((await read('menu?page=1&limit=1000')) as { data: { id: string }[] }).data;
  return [...categories, ...items].map((record) => record.id).sort();
}
const verdictOf = (rows: CheckRow[], call: string) => rows.find((row) => row.call === call)?.verdict;

describe('npm run contract', () => {
  it('finds the fake over HTTP fitting the contract in every call it may make', async () => {
    const rows = await check(api.origin);
    expect(rows.filter((row) => row.outcome === 'differs')).toEqual([]);
    expect(rows[0]).toMatchObject({ call: 'POST system-user/login', outcome: 'fits' });
    // Every GET that reads, signed in and signed out; the phone look-up needs a customer's number it cannot know.
    expect(rows.filter((row) => row.outcome === 'fits').length).toBeGreaterThan(60);
    expect(rows.filter((row) => row.outcome === 'not asked').map((row) => row.call)).toEqual([
      'GET users/getUserByPhoneNumber',
    ]);
    expect(rows.map((row) => row.call)).not.toContain('GET menu/item/sync');
  }, 60_000);

  it('names each drift of a server that answers differently, and nothing else', async () => {
    const rows = await check(driftingOrigin);
    expect(verdictOf(rows, 'GET settings')).toMatch(/^not a whole list/);
    expect(verdictOf(rows, 'GET customer-care')).toMatch(/^not a paged list/);
    expect(verdictOf(rows, 'GET Branches')).toMatch(/^not a whole list of its records: .*'sk'/);
    expect(verdictOf(rows, 'GET offers (signed out)')).toBe('answered 200 without a token, not 401');
    // The branches' ids are gone, so the calls that need one are not made.
    expect(verdictOf(rows, 'GET Branches/{branchId}')).toMatch(/^not asked/);
    // The optional chain-wide call answered 404, signed in and out, fits.
    expect(rows.filter((row) => row.call.startsWith('GET orders ') || row.call === 'GET orders')).toEqual([
      expect.objectContaining({ call: 'GET orders', status: 404, outcome: 'fits' }),
      expect.objectContaining({ call: 'GET orders (signed out)', status: 404, outcome: 'fits' }),
    ]);
    const differing = rows.filter((row) => row.outcome === 'differs').map((row) => row.call);
    expect(differing.sort()).toEqual(['GET Branches', 'GET customer-care', 'GET offers (signed out)', 'GET settings']);
  }, 60_000);

  it('with --writes, creates, changes, reads and deletes a category and an item of its own, and leaves nothing behind', async () => {
    const before = await menuIds();
    const rows = await check(api.origin, true);
    expect(rows.filter((row) => row.outcome === 'differs')).toEqual([]);
    const writes = rows.filter((row) => !row.call.startsWith('GET') || row.call.includes('(')).map((row) => row.call);
    expect(writes).toEqual(
      expect.arrayContaining([
        'POST menu/categories',
        'PUT menu/categories',
        'POST menu/create-item',
        'PATCH menu/items/{itemId}',
        'DELETE menu/item/{itemId}',
        'GET menu/{itemId}/get (deleted)',
        'DELETE menu/categories/{categoryId}',
      ]),
    );
    expect(await menuIds()).toEqual(before);
  }, 60_000);

  it('with --writes, names a create answered with the wrong status and still deletes what it created', async () => {
    const before = await menuIds();
    const rows = await check(driftingOrigin, true);
    expect(verdictOf(rows, 'POST menu/categories')).toBe('answered 200, not 201');
    expect(verdictOf(rows, 'DELETE menu/categories/{categoryId}')).toBe('fits');
    expect(await menuIds()).toEqual(before);
  }, 60_000);

  it('exits 1 and prints the drifts as a table, and exits 2 on missing options', async () => {
    const run = await contractCommand(
      '--api',
      driftingOrigin,
      '--email',
      'admin@example.com',
      '--password',
      'demo1234',
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/GET settings\s+200\s+not a whole list/);
    expect(run.stdout).toMatch(/4 differ/);
    const usage = await contractCommand('--api', driftingOrigin);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run contract/);
  }, 60_000);
});
