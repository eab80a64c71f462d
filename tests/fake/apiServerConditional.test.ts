// @vitest-environment node
/**
 * Conditional writes over real HTTP: `npm run api` (dataProvider/fake/server/) lets a page on another origin send
 * If-Match and read ETag, the shipped nginx config (deploy/nginxConf.ts) passes the ETag on as the backend
 * sent it (gzipped by nginx, it would arrive weakened, W/"…", and never match If-Match again), and
 * `npm run contract` finds a backend with ETags, and one without, fitting the contract.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '@/dataProvider/contract/check';
import { startApiServer, type ApiServer } from '@/dataProvider/fake/server/apiServer';
import { standaloneConfig } from '@/deploy/nginxConf';
import { freePort } from '@/scripts/ports.mjs';

const APP_ORIGIN = 'http://127.0.0.1:4388';
const STRONG_TAG = /^"[0-9a-f]{32}"$/;
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({ port: 0, quiet: true });
}, 60_000);
afterAll(() => api?.close());

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const listed = (header: string | null) => (header ?? '').split(',').map((name) => name.trim().toLowerCase());

/** The whole branch as its GET answers it, sent back by its PUT with a changed description. */
async function saveBranch(base: string, token: string, branch: Record<string, unknown>, ifMatch: string) {
  const { pk: _pk, sk: _sk, ...fields } = branch;
  return fetch(`${base}/api/v1/Branches/br_0001`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: token, origin: APP_ORIGIN, 'if-match': ifMatch },
    body: JSON.stringify({ ...fields, description: `Saved at ${Date.now()}` }),
  });
}

describe('conditional writes over HTTP (npm run api)', () => {
  it('answers a cross-origin preflight for a save that sends If-Match, also when it names no headers', async () => {
    const preflight = await fetch(`${api.origin}/api/v1/Branches/br_0001`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(listed(preflight.headers.get('access-control-allow-headers'))).toContain('if-match');
    const bare = await fetch(`${api.origin}/api/v1/Branches/br_0001`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'PUT' },
    });
    expect(listed(bare.headers.get('access-control-allow-headers'))).toContain('if-match');
  });

  it('exposes ETag to a page on another origin (Access-Control-Expose-Headers), on a read and on a 412', async () => {
    const token = await signIn(api.origin);
    const read = await fetch(`${api.origin}/api/v1/Branches/br_0001`, {
      headers: { authorization: token, origin: APP_ORIGIN },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toMatch(STRONG_TAG);
    expect(listed(read.headers.get('access-control-expose-headers'))).toContain('etag');

    const branch = (await read.json()) as Record<string, unknown>;
    const stale = await saveBranch(api.origin, token, branch, '"stale"');
    expect(stale.status).toBe(412);
    expect(listed(stale.headers.get('access-control-expose-headers'))).toContain('etag');
    expect(stale.headers.get('etag')).toBe(read.headers.get('etag'));
    expect(await stale.json()).toEqual(branch);
  });
});

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

describe.skipIf(!NGINX)('conditional writes through the shipped nginx config', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-etag-'));
  let nginx: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = join(prefix, 'nginx.conf');
    writeFileSync(
      config,
      standaloneConfig({ prefix, listen: `127.0.0.1:${port}`, root: prefix, backend: api.origin }, {}),
    );
    nginx = spawn(NGINX ?? 'nginx', ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let tries = 0; tries < 100; tries += 1) {
      if (
        await fetch(`${origin}/api/v1/openapi.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not answer on ${origin}`);
  }, 30_000);
  afterAll(async () => {
    if (nginx?.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  });

  it('passes a read’s ETag on strong to a client that accepts gzip, and the save with it goes through', async () => {
    const token = await signIn(origin);
    const headers = { authorization: token, 'accept-encoding': 'gzip' };
    const read = await fetch(`${origin}/api/v1/Branches/br_0001`, { headers });
    const direct = await fetch(`${api.origin}/api/v1/Branches/br_0001`, { headers });
    expect(read.headers.get('etag')).toMatch(STRONG_TAG);
    expect(read.headers.get('etag')).toBe(direct.headers.get('etag'));
    const branch = (await read.json()) as Record<string, unknown>;

    const saved = await saveBranch(origin, token, branch, read.headers.get('etag') ?? '');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toMatch(STRONG_TAG);
    expect(saved.headers.get('etag')).not.toBe(read.headers.get('etag'));

    const stale = await saveBranch(origin, token, branch, read.headers.get('etag') ?? '');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe(saved.headers.get('etag'));
    expect(await stale.json()).toEqual(await saved.json());
  });
});

/** The fake behind a proxy that rewrites each answer's ETag (`null`: drops it), as a backend or proxy might. */
async function etagRewriter(target: string, rewrite: (etag: string) => string | null): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const answer = await fetch(target + (req.url ?? '/'), {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const etag = answer.headers.get('etag');
    const out: Record<string, string> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
    const rewritten = etag === null ? null : rewrite(etag);
    if (rewritten !== null) out.etag = rewritten;
    res.writeHead(answer.status, out);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('npm run contract and the optional ETag', () => {
  const check = (origin: string, writes = true) =>
    checkContract({ api: origin, email: 'admin@example.com', password: 'demo1234', day: '2026-11-26', writes });
  const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('finds the fake fitting, its item refused with 412 for a version it never had and saved with its ETag', async () => {
    const rows = await check(api.origin);
    expect(rows.filter((row) => row.outcome === 'differs')).toEqual([]);
    expect(rows.filter((row) => row.call.includes('If-Match'))).toEqual([
      expect.objectContaining({ status: 412, outcome: 'fits' }),
      expect.objectContaining({ status: 200, outcome: 'fits' }),
    ]);
  }, 60_000);

  it('finds a backend without ETags fitting, and says it did not ask the conditional save', async () => {
    const server = await etagRewriter(api.origin, () => null);
    try {
      const rows = await check(originOf(server));
      expect(rows.filter((row) => row.outcome === 'differs')).toEqual([]);
      expect(rows.filter((row) => row.call.includes('If-Match'))).toEqual([
        expect.objectContaining({ outcome: 'not asked' }),
      ]);
    } finally {
      server.close();
    }
  }, 60_000);

  it('names a weakened ETag on a record read, which If-Match would never match', async () => {
    const server = await etagRewriter(api.origin, (etag) => `W/${etag}`);
    try {
      const rows = await check(originOf(server), false);
      const branch = rows.find((row) => row.call === 'GET Branches/{branchId}');
      expect(branch?.verdict).toMatch(/^a weak ETag \(W\/"[0-9a-f]+"\) never matches If-Match/);
    } finally {
      server.close();
    }
  }, 60_000);
});
