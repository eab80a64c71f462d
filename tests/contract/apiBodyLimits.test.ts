// @vitest-environment node
/**
 * `npm run api`, and deploy/nginx.conf in front of it, refuse a body longer than its call takes with the JSON 413
 * of the OpenAPI document, for every call the document says takes a body or a file: one byte over its limit, and
 * 5 MB sent by a client that reads the answer only once it has written its whole body, as most HTTP libraries do
 * (a server that closes the connection under such a body resets it, and the client never reads the answer).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '@/dataProvider/contract/answerCheck';
import { CONTRACT_CALLS, type ContractCall } from '@/dataProvider/contract/calls';
import { openApiDocument } from '@/dataProvider/contract/openapi';
import { EXAMPLES } from '@/dataProvider/contract/schemas';
import { bodyLimitFor } from '@/dataProvider/fake/bodyLimits';
import { startApiServer, type ApiServer } from '@/dataProvider/fake/server/apiServer';
import { freePort } from '@/scripts/ports.mjs';

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;
const paths = openApiDocument().paths as Operations;
const checker = answerChecker();
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NGINX = '/usr/sbin/nginx';
const FIVE_MB = 5 * 1024 * 1024;

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({ port: 0, quiet: true });
}, 60_000);
afterAll(() => api?.close());

const withBodies = CONTRACT_CALLS.filter((c) => '413' in paths[`/${c.path}`][c.method.toLowerCase()].responses);
const pathOf = (c: ContractCall) => (EXAMPLES[`${c.method} ${c.path}`]?.path ?? c.path).replace(/\{\w+\}/g, 'x');

interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends `size` bytes as the body of the call and reads the answer only once they are all written. Rejects when the
 * connection is reset or closed without an answer.
 */
function sendWholeBodyFirst(origin: string, c: ContractCall, size: number): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const type = c.upload ? 'multipart/form-data; boundary=x' : 'application/json';
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.pause();
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) {
        reject(new Error('the connection closed without an answer'));
        return;
      }
      try {
        resolve({ status, body: JSON.parse(rest.join('\r\n\r\n')) });
      } catch {
        reject(new Error(`a ${status} whose body is not JSON: ${rest.join('').slice(0, 200)}`));
      }
    });
    socket.write(
      `${c.method} /api/v1/${pathOf(c)} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Language: en\r\n` +
        `Content-Type: ${type}\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(Buffer.alloc(size, 0x78), () => socket.resume());
  });
}

function expectTheDocuments413(c: ContractCall, answer: RawAnswer): void {
  expect(answer.status).toBe(413);
  expect(checker.problemOf(c.method, pathOf(c).split('?')[0], 413, answer.body)).toBeUndefined();
  expect(answer.body).toEqual({ message: expect.stringMatching(/large|under 2 MB/) });
}

it('is asked of every call that takes a body', () => {
  expect(withBodies.length).toBeGreaterThan(0);
  expect(withBodies.every((c) => c.body || c.upload)).toBe(true);
});

describe('npm run api', () => {
  it.each(withBodies.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers 413 as the document says, one byte over its limit and at 5 MB',
    async (_name, c) => {
      // One byte over the call's limit (a JSON body's, or the customers file's with its multipart framing).
      const { maxBytes } = bodyLimitFor(c.method, `/api/v1/${pathOf(c)}`);
      expectTheDocuments413(c, await sendWholeBodyFirst(api.origin, c, maxBytes + 1));
      expectTheDocuments413(c, await sendWholeBodyFirst(api.origin, c, FIVE_MB));
    },
  );

  it('answers the 413 with fetch too, and serves the next call as usual', async () => {
    const answer = await fetch(`${api.origin}/api/v1/system-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: 'x'.repeat(FIVE_MB),
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^الطلب أكبر من المسموح/);
    const next = await fetch(`${api.origin}/api/v1/system-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    expect(next.status).toBe(200);
  });
});

// The shipped configuration (scripts/nginx-serve.sh runs it as a normal user), proxying to the server above.
describe.runIf(existsSync(NGINX))('behind nginx (deploy/nginx.conf)', () => {
  let nginx: ChildProcess | undefined;
  let origin = '';
  let port = 0;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const child = spawn('sh', ['scripts/nginx-serve.sh', 'test-results', String(port), api.origin], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('nginx on ')) resolve();
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('exit', (code) => reject(new Error(`nginx exited (${code}): ${out}`)));
    });
    // Listening once it answers: an unknown API path is the backend's JSON 404.
    for (let tries = 0; ; tries += 1) {
      const answer = await fetch(`${origin}/api/v1/no-such-call`).catch(() => undefined);
      if (answer?.status === 404) break;
      if (tries > 50) throw new Error('nginx did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    // Its config, pid, logs and temp files (scripts/nginx-serve.sh).
    rmSync(`${ROOT}test-results/nginx-${port}`, { recursive: true, force: true });
  });

  it.each(withBodies.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers 413 as the document says at 5 MB',
    async (_name, c) => {
      expectTheDocuments413(c, await sendWholeBodyFirst(origin, c, FIVE_MB));
    },
  );
});
