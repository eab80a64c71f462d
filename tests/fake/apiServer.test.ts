// @vitest-environment node
// `npm run api`: the browser fake's handlers over real HTTP (dataProvider/fake/server/).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@/dataProvider/fake/server/apiServer';
import { journalOf, readJournaled } from '@/dataProvider/fake/server/journalStorage';

const APP_ORIGIN = 'http://127.0.0.1:4388';
const dir = mkdtempSync(join(tmpdir(), 'fake-api-'));
const dataFile = join(dir, 'data.json');
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({ port: 0, data: dataFile, quiet: true, testControls: true });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json', origin: APP_ORIGIN };

async function signIn(): Promise<string> {
  const response = await fetch(`${api.origin}/api/v1/system-user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('npm run api', () => {
  it('signs in over HTTP and answers a signed-in list call, with CORS for the app origin', async () => {
    const token = await signIn();
    const response = await fetch(`${api.origin}/api/v1/settings`, {
      headers: { authorization: token, origin: APP_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('serves the OpenAPI document of the contract to anyone at /api/v1/openapi.json', async () => {
    const response = await fetch(`${api.origin}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/system-user/login');
  });

  it('answers the CORS preflight for a write with a token, and gives no CORS grant to a foreign origin', async () => {
    const preflight = await fetch(`${api.origin}/api/v1/settings/x`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const foreign = await fetch(`${api.origin}/api/v1/settings`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a JSON body sent as plain text, as a form or with no content type with the JSON 415', async () => {
    const credentials = JSON.stringify({ email: 'admin@example.com', password: 'demo1234' });
    for (const [type, body] of [
      ['text/plain', credentials],
      ['application/x-www-form-urlencoded', 'email=admin%40example.com&password=demo1234'],
      [undefined, new TextEncoder().encode(credentials)],
    ] as const) {
      const response = await fetch(`${api.origin}/api/v1/system-user/login`, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body,
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({
        message: 'The body must be sent as JSON, with content-type: application/json',
      });
    }
  });

  it('refuses a setting key with a %-escape that is no text with 400 naming key, and finds no branch there: no 500', async () => {
    const token = await signIn();
    for (const key of ['%ff', '%E0%A4%A', '%', 'a%zz']) {
      const response = await fetch(`${api.origin}/api/v1/settings/${key}`, {
        method: 'PATCH',
        headers: { ...json, authorization: token },
        body: JSON.stringify({ value: 'on' }),
      });
      expect(response.status, key).toBe(400);
      expect(((await response.json()) as { errors: object }).errors, key).toHaveProperty('key');
    }
    const branch = await fetch(`${api.origin}/api/v1/Branches/%ff`, { headers: { authorization: token } });
    expect(branch.status).toBe(404);
  });

  it('keeps the data in the file it was given and its journal, on disk once the call is answered', async () => {
    await signIn();
    expect([...readJournaled(dataFile).items.keys()]).toContain('fake-api:sessions');
  });

  it('keeps only a hash of each session token in the data file, and the token still signs in after a restart', async () => {
    const token = await signIn();
    const onDisk = () => [dataFile, journalOf(dataFile)].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(onDisk()).not.toContain(token);
    expect(onDisk()).toContain(createHash('sha256').update(token).digest('hex'));
    await api.close();
    api = await startApiServer({ port: 0, data: dataFile, quiet: true, testControls: true });
    const profile = await fetch(`${api.origin}/api/v1/system-user/profile`, { headers: { authorization: token } });
    expect(profile.status).toBe(200);
    expect(onDisk()).not.toContain(token);
  }, 60_000);

  it('applies the faults switch over HTTP: a 500, then a dropped connection, then normal answers', async () => {
    const token = await signIn();
    const profile = () => fetch(`${api.origin}/api/v1/system-user/profile`, { headers: { authorization: token } });
    const arm = { method: 'POST', headers: { ...json, authorization: token } };
    await fetch(`${api.origin}/api/v1/__fake/faults`, { ...arm, body: JSON.stringify({ mode: '500', count: 1 }) });
    expect((await profile()).status).toBe(500);
    await fetch(`${api.origin}/api/v1/__fake/faults`, { ...arm, body: JSON.stringify({ mode: 'network', count: 1 }) });
    await expect(profile()).rejects.toThrow();
    expect((await profile()).status).toBe(200);
  });
});
