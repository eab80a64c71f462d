// @vitest-environment node
// `npm run api`'s tester calls (the outbox, the faults switch, the reset): off unless asked for, and when on,
// no one but the admin (or, for a mail, its recipient) gets through. Reset links point at the app's origin.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@/dataProvider/fake/server/apiServer';
import type { Mail } from '@/dataProvider/fake';

const APP_ORIGIN = 'https://bo.example.com';
const json = { 'content-type': 'application/json' };
let plain: ApiServer;
let controlled: ApiServer;

beforeAll(async () => {
  [plain, controlled] = await Promise.all([
    startApiServer({ port: 0, quiet: true }),
    startApiServer({ port: 0, quiet: true, testControls: true, appOrigin: APP_ORIGIN }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.close(), controlled?.close()]);
});

interface Answer {
  status: number;
  text: string;
}

async function send(
  api: ApiServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${api.origin}/api/v1/${path}`, {
    method,
    headers: { ...json, ...(options.token ? { authorization: options.token } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, text: await response.text() };
}

async function signIn(api: ApiServer, email: string): Promise<string> {
  const answer = await send(api, 'POST', 'system-user/login', { body: { email, password: 'demo1234' } });
  expect(answer.status, `sign-in as ${email}`).toBe(200);
  return (JSON.parse(answer.text) as { token: string }).token;
}

const forgetPassword = (api: ApiServer, email: string) =>
  send(api, 'POST', 'system-user/forget-password', { body: { email } });

const CONTROL_CALLS: [string, string, unknown?][] = [
  ['GET', '__fake/outbox'],
  ['GET', '__fake/faults'],
  ['POST', '__fake/faults', { mode: '401', count: 100 }],
  ['DELETE', '__fake/faults'],
  ['POST', '__fake/reset'],
];

describe('npm run api without --test-controls', () => {
  it('answers every tester call with the same JSON 404 as an unknown path, and a forgotten-password mail cannot be read back', async () => {
    const unknown = await send(plain, 'GET', 'no-such-endpoint');
    expect(unknown.status).toBe(404);
    await forgetPassword(plain, 'admin@example.com');
    const admin = await signIn(plain, 'admin@example.com');
    for (const [method, path, body] of CONTROL_CALLS) {
      for (const token of [undefined, admin]) {
        expect(
          await send(plain, method, path, { body, token }),
          `${method} ${path}${token ? ' as the admin' : ''}`,
        ).toEqual(unknown);
      }
    }
    // Nothing was armed: the admin's next call answers normally.
    expect((await send(plain, 'GET', 'system-user/profile', { token: admin })).status).toBe(200);
  });
});

describe('npm run api --test-controls', () => {
  it("keeps the admin's reset link from a caller without a token (the take-over: ask for the admin's link, read it, set a password)", async () => {
    expect((await forgetPassword(controlled, 'admin@example.com')).status).toBe(200);
    const anonymous = await send(controlled, 'GET', '__fake/outbox');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toMatch(/reset-password|token=/);
  });

  it('shows a signed-in non-admin only the mails sent to their own address, and the admin every mail', async () => {
    await forgetPassword(controlled, 'admin@example.com');
    await forgetPassword(controlled, 'agent@example.com');
    const agent = await signIn(controlled, 'agent@example.com');
    const agentView = await send(controlled, 'GET', '__fake/outbox', { token: agent });
    expect(agentView.status).toBe(200);
    const agentMails = JSON.parse(agentView.text) as Mail[];
    expect(agentMails.length).toBeGreaterThan(0);
    expect(new Set(agentMails.map((mail) => mail.to))).toEqual(new Set(['agent@example.com']));

    const admin = await signIn(controlled, 'admin@example.com');
    const adminMails = JSON.parse((await send(controlled, 'GET', '__fake/outbox', { token: admin })).text) as Mail[];
    expect(new Set(adminMails.map((mail) => mail.to))).toEqual(new Set(['admin@example.com', 'agent@example.com']));
  });

  it("refuses the faults switch and the reset without a token (401) and to a non-admin (403), so no one else can end the admin's session or wipe the data", async () => {
    const admin = await signIn(controlled, 'admin@example.com');
    const careAdmin = await signIn(controlled, 'care.admin@example.com');
    for (const [method, path, body] of CONTROL_CALLS.filter(([, p]) => p !== '__fake/outbox')) {
      expect((await send(controlled, method, path, { body })).status, `${method} ${path} without a token`).toBe(401);
      expect(
        (await send(controlled, method, path, { body, token: careAdmin })).status,
        `${method} ${path} as a non-admin`,
      ).toBe(403);
    }
    // None of the refused calls armed a fault or reset anything: the admin's session still answers.
    expect((await send(controlled, 'GET', 'system-user/profile', { token: admin })).status).toBe(200);
    expect(
      (
        await send(controlled, 'POST', '__fake/faults', {
          token: admin,
          body: { mode: '500', count: 1, path: 'settings' },
        })
      ).status,
    ).toBe(200);
    const armed = await send(controlled, 'GET', '__fake/faults', { token: admin });
    expect(JSON.parse(armed.text)).toMatchObject({ mode: '500', count: 1, hits: [] });
    expect((await send(controlled, 'DELETE', '__fake/faults', { token: admin })).status).toBe(200);
    expect((await send(controlled, 'POST', '__fake/reset', { token: admin })).status).toBe(200);
  });

  it('builds the reset link on the configured app origin, whatever Host header the caller sends', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${controlled.origin}/api/v1/system-user/forget-password`,
        { method: 'POST', headers: { ...json, host: 'evil.example' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'user@example.com' }));
    });
    expect(status).toBe(200);
    const [mail] = controlled.db.outbox.all();
    expect(mail.to).toBe('user@example.com');
    expect(mail.link).toMatch(/^https:\/\/bo\.example\.com\/reset-password\?token=[^&]+$/);
  });
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the npm run api command line', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  /** Starts `npm run api` as its own process on a free port; resolves with its origin once it listens. */
  function startCli(args: string[], env: Record<string, string> = {}): Promise<ApiServer> {
    const child = spawn(
      process.execPath,
      ['scripts/run-ts.mjs', 'dataProvider/fake/server/main.ts', '--port', '0', '--quiet', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /fake API on (http:\/\/[^/]+)\//.exec(out);
        if (found) resolve({ origin: found[1] } as ApiServer);
      });
      child.once('exit', (code) => reject(new Error(`npm run api exited with ${code}: ${out}${errors}`)));
    });
  }

  async function expectControlsOnWithLinksOn(api: ApiServer, appOrigin: string): Promise<void> {
    expect((await send(api, 'GET', '__fake/faults')).status).toBe(401);
    await forgetPassword(api, 'admin@example.com');
    const admin = await signIn(api, 'admin@example.com');
    const [mail] = JSON.parse((await send(api, 'GET', '__fake/outbox', { token: admin })).text) as Mail[];
    expect(mail.link.startsWith(`${appOrigin}/reset-password?token=`)).toBe(true);
  }

  it('turns the tester calls on with --test-controls and takes the app origin from --app-origin', async () => {
    await expectControlsOnWithLinksOn(
      await startCli(['--test-controls', '--app-origin', 'https://app.example.org']),
      'https://app.example.org',
    );
  }, 60_000);

  it('does the same from API_TEST_CONTROLS=1 and API_APP_ORIGIN', async () => {
    await expectControlsOnWithLinksOn(
      await startCli([], { API_TEST_CONTROLS: '1', API_APP_ORIGIN: 'https://env.example.org' }),
      'https://env.example.org',
    );
  }, 60_000);

  /** The value of the seeded setting that holds a script link with the hostile records. */
  async function aboutLink(api: ApiServer): Promise<string | undefined> {
    const answer = await send(api, 'GET', 'settings', { token: await signIn(api, 'admin@example.com') });
    return (JSON.parse(answer.text) as { key: string; value: string }[]).find((s) => s.key === 'about_link')?.value;
  }

  it('seeds the hostile records with --hostile or API_HOSTILE=1, and a plain demo without', async () => {
    const [flag, env] = await Promise.all([startCli(['--hostile']), startCli([], { API_HOSTILE: '1' })]);
    expect(await aboutLink(flag)).toBe('javascript:window.__xss=1');
    expect(await aboutLink(env)).toBe('javascript:window.__xss=1');
    expect(await aboutLink(plain)).toBe('https://example.com/about');
  }, 60_000);

  it('refuses to start with an app origin that is not an http(s) origin', async () => {
    await Promise.all(
      ['javascript:alert(1)', 'https://bo.example.com/some/path', 'bo.example.com'].map((bad) =>
        expect(startCli(['--app-origin', bad]), bad).rejects.toThrow(
          /exited with 1: .*app origin \(--app-origin\) must be an http\(s\) origin/s,
        ),
      ),
    );
  }, 60_000);
});
