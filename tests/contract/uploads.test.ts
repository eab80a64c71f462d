// The fake's image storage as the in-browser demo runs it (msw in-process): who gets an upload address,
// and for how long it can be used.
import { describe, expect, it } from 'vitest';
import type { UploadTarget } from '@/dataProvider/types';
import { UPLOAD_GRANT_MS } from '@/dataProvider/fake/uploads';
import { call, signIn, serveFakeForThisFile } from './fakeApi';

let clock = Date.parse('2026-11-25T10:00:00Z');
serveFakeForThisFile({ now: () => clock });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const put = (url: string) => fetch(url, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });

describe('upload addresses (GET image)', () => {
  it('are given to an admin only: a customer-care agent and a signed-out caller get none', async () => {
    expect((await call('image?fileType=image/png')).status).toBe(401);
    const agent = await signIn('agent@example.com');
    expect((await call('image?fileType=image/png', { token: agent })).status).toBe(403);
  });

  it('expire: a PUT after the address\u2019s lifetime is refused and nothing is stored', async () => {
    const admin = await signIn('admin@example.com');
    const target = (await call<UploadTarget>('image?fileType=image/png', { token: admin })).body;
    clock += UPLOAD_GRANT_MS + 1000;
    const late = await put(target.uploadUrl);
    expect(late.status).toBe(403);
    expect((await fetch(target.url)).status).toBe(404);
    const fresh = (await call<UploadTarget>('image?fileType=image/png', { token: admin })).body;
    expect((await put(fresh.uploadUrl)).status).toBe(200);
  });
});
