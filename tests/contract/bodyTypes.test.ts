/**
 * A write's body is read only when it is sent as the call takes it: JSON declared as `application/json`, the
 * customers file as a multipart form. Anything else (plain text, a form a third-party page can post, no
 * content type at all) is a 415 with a JSON message in the caller's language, and nothing is stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Setting } from '@/dataProvider/types';
import { BASE, call, DEMO_PASSWORD, signIn, serveFakeForThisFile } from './fakeApi';

serveFakeForThisFile();

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

const credentials = JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD });

/** A raw write: `type` undefined sends no content-type header at all (a byte body gets none from fetch). */
async function send(path: string, body: BodyInit, type?: string, { method = 'POST', lang = 'en', token = '' } = {}) {
  const response = await fetch(BASE + path, {
    method,
    headers: {
      'accept-language': lang,
      ...(token ? { authorization: token } : {}),
      ...(type === undefined ? {} : { 'content-type': type }),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a write whose body is not sent as JSON', () => {
  it('is a 415 for plain text, a urlencoded form, a multipart form and no content type, even with the right password', async () => {
    const refused = {
      status: 415,
      body: { message: 'The body must be sent as JSON, with content-type: application/json' },
    };
    expect(await send('system-user/login', credentials, 'text/plain')).toEqual(refused);
    expect(await send('system-user/login', credentials, 'text/plain;charset=UTF-8')).toEqual(refused);
    expect(
      await send(
        'system-user/login',
        `email=admin%40example.com&password=${DEMO_PASSWORD}`,
        'application/x-www-form-urlencoded',
      ),
    ).toEqual(refused);
    const form = new FormData();
    form.append('email', 'admin@example.com');
    form.append('password', DEMO_PASSWORD);
    expect(await send('system-user/login', form)).toEqual(refused);
    expect(await send('system-user/login', new TextEncoder().encode(credentials))).toEqual(refused);
    // However the path is spelt.
    expect(await send('SYSTEM-USER/Login/', credentials, 'text/plain')).toEqual(refused);
  });

  it('says so in Arabic, and stores nothing', async () => {
    const answer = await send('settings/vat_percentage', JSON.stringify({ value: '99' }), 'text/plain', {
      method: 'PATCH',
      lang: 'ar',
      token: admin,
    });
    expect(answer).toEqual({
      status: 415,
      body: { message: 'يجب إرسال محتوى الطلب بصيغة JSON مع content-type: application/json' },
    });
    const { body: settings } = await call<Setting[]>('settings', { token: admin });
    expect(settings.find((s) => s.key === 'vat_percentage')?.value).toBe('15');
  });

  it('takes JSON with a charset, and a write without a body needs no content type', async () => {
    expect((await send('system-user/login', credentials, 'application/json; charset=utf-8')).status).toBe(200);
    const { body: users } = await call<{ data: { id: string; active: boolean }[] }>('system-user?active=false', {
      token: admin,
    });
    const response = await fetch(`${BASE}system-user/activate/${users.data[0].id}`, {
      method: 'POST',
      headers: { authorization: admin },
    });
    expect(response.status).toBe(200);
  });

  it('takes the customers file only as a multipart form: as JSON it is a 415', async () => {
    const asJson = await send('vouchers/upload', JSON.stringify({ file: 'customer\ncus_0001\n' }), 'application/json', {
      token: admin,
    });
    expect(asJson).toEqual({ status: 415, body: { message: 'The file must be sent as a multipart/form-data form' } });
    const form = new FormData();
    form.append('file', new File(['customer\ncus_0001\n'], 'customers.csv', { type: 'text/csv' }));
    expect((await send('vouchers/upload', form, undefined, { token: admin })).status).toBe(200);
  });

  it('leaves a caller who may not make the call its 401 or 403, and an unknown path its 404', async () => {
    expect((await send('offers', '{}', 'text/plain')).status).toBe(401);
    const agent = await signIn('agent@example.com');
    expect((await send('offers', '{}', 'text/plain', { token: agent })).status).toBe(403);
    expect((await send('no-such-call', 'x', 'text/plain')).status).toBe(404);
  });
});
