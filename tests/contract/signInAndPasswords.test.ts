import { describe, expect, it } from 'vitest';
import type { Mail } from '@/dataProvider/fake';
import type { LoginResult, Setting, SystemUser } from '@/dataProvider/types';
import { BASE, call, DEMO_PASSWORD, signIn, serveFakeForThisFile } from './fakeApi';

// A clock the tests can move, to expire reset links.
let clock = Date.parse('2026-11-21T10:00:00Z');
const APP_ORIGIN = 'https://bo.example.com';
const fake = serveFakeForThisFile({ now: () => clock, appOrigin: APP_ORIGIN });

const forget = (email: string, lang: 'en' | 'ar' = 'en') =>
  call('system-user/forget-password', { method: 'POST', body: { email }, lang });
/** The mails "sent", read as their recipients would read them (not through the API, which guards them). */
const outbox = async () => Promise.resolve(fake.db.outbox.all());
const tokenOf = (mail: Mail) => new URL(mail.link).searchParams.get('token') ?? '';
const login = (email: string, password: string) =>
  call('system-user/login', { method: 'POST', body: { email, password } });

describe('sign-in', () => {
  it('answers a token of 32+ characters and the user without any password field', async () => {
    const { status, body } = await call<LoginResult>('system-user/login', {
      method: 'POST',
      body: { email: 'Admin@Example.com', password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(body.user).toMatchObject({ email: 'admin@example.com', privilege: 'admin', roles: ['admin'], active: true });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('answers 400 "Invalid email or password" for a wrong password and for an unknown email alike', async () => {
    const wrongPassword = await call('system-user/login', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'nope-nope' },
    });
    const unknownEmail = await call('system-user/login', {
      method: 'POST',
      body: { email: 'ghost@example.com', password: DEMO_PASSWORD },
    });
    expect(wrongPassword).toEqual({ status: 400, body: { message: 'Invalid email or password' } });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('answers the error in Arabic when accept-language is ar', async () => {
    const { status, body } = await call('system-user/login', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'wrong-password' },
      lang: 'ar',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('answers 403 for a deactivated account', async () => {
    const admin = await signIn('admin@example.com');
    const { body: agents } = await call<{ data: SystemUser[] }>('system-user?q=agent@example.com', { token: admin });
    await call(`system-user/deactivate/${agents.data[0].id}`, { method: 'POST', token: admin });
    const answer = await call('system-user/login', {
      method: 'POST',
      body: { email: 'agent@example.com', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(403);
  });

  it('gives the plain user role with no privilege and an empty first name', async () => {
    const { body } = await call<LoginResult>('system-user/login', {
      method: 'POST',
      body: { email: 'user@example.com', password: DEMO_PASSWORD },
    });
    expect(body.user).toMatchObject({ roles: ['user'], privilege: null, firstName: '' });
  });
});

describe('wrong passwords', () => {
  const MINUTE = 60 * 1000;
  const PAUSED = 'Too many wrong passwords for this email: sign-in with it is paused for up to 15 minutes';
  const wrongTimes = async (times: number, email = 'admin@example.com') => {
    for (let n = 0; n < times; n += 1) expect((await login(email, 'not the password')).status).toBe(400);
  };
  const loginAnswer = (email: string, password: string, lang: 'en' | 'ar' = 'en') =>
    fetch(`${BASE}system-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify({ email, password }),
    });

  it('after 10 in 15 minutes pause sign-in with that email (429, in the caller’s language), the right password too', async () => {
    await wrongTimes(9);
    clock += 14 * MINUTE;
    await wrongTimes(1);
    const paused = await loginAnswer('admin@example.com', DEMO_PASSWORD);
    expect(paused.status).toBe(429);
    expect(await paused.json()).toEqual({ message: PAUSED });
    // What is left of the 15 minutes since the first wrong password.
    expect(paused.headers.get('retry-after')).toBe('60');
    const arabic = await loginAnswer('Admin@Example.com ', DEMO_PASSWORD, 'ar');
    expect(arabic.status).toBe(429);
    expect(await arabic.json()).toEqual({
      message: 'أُدخلت كلمة مرور خاطئة مرات كثيرة لهذا البريد الإلكتروني: تسجيل الدخول به متوقف لمدة تصل إلى 15 دقيقة',
    });
    // Another email is not paused.
    expect((await login('agent@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('keep the pause until 15 minutes after the first of them, then the right password signs in', async () => {
    await wrongTimes(10);
    clock += 15 * MINUTE - 1000;
    expect((await login('admin@example.com', DEMO_PASSWORD)).status).toBe(429);
    clock += 1000;
    expect((await login('admin@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('are not forgiven by a right password in between', async () => {
    await wrongTimes(5);
    expect((await login('admin@example.com', DEMO_PASSWORD)).status).toBe(200);
    await wrongTimes(5);
    expect((await login('admin@example.com', DEMO_PASSWORD)).status).toBe(429);
  });

  it('count from a new first one once 15 minutes have passed', async () => {
    await wrongTimes(9);
    clock += 15 * MINUTE;
    await wrongTimes(9);
    expect((await login('admin@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('pause an email that is no account alike, so the pause tells no one which accounts exist', async () => {
    await wrongTimes(10, 'ghost@example.com');
    expect((await loginAnswer('ghost@example.com', DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('tokens and roles', () => {
  it('answers 401 with a message without a token or with an unknown one', async () => {
    const none = await call('system-user/profile');
    const unknown = await call('system-user/profile', { token: 'x'.repeat(64) });
    expect(none.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(typeof none.body.message).toBe('string');
  });

  it('accepts the token raw and as "Bearer <token>"', async () => {
    const token = await signIn('agent@example.com');
    expect((await call<SystemUser>('system-user/profile', { token })).body.email).toBe('agent@example.com');
    expect((await call('system-user/profile', { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('lets any signed-in user, even the plain role, read the profile', async () => {
    const token = await signIn('user@example.com');
    expect((await call('system-user/profile', { token })).status).toBe(200);
  });

  it('answers 403 to an agent on system users, branches and a settings change, 200 on customer care and on reading the settings', async () => {
    const token = await signIn('agent@example.com');
    expect((await call('system-user', { token })).status).toBe(403);
    // The settings are read for the care targets; changing one stays the admin's.
    expect((await call('settings', { token })).status).toBe(200);
    expect(
      (await call('settings/care_first_response_minutes', { token, method: 'PATCH', body: { value: '30' } })).status,
    ).toBe(403);
    expect((await call('Branches', { token })).status).toBe(403);
    expect((await call('customer-care', { token })).status).toBe(200);
    expect((await call('customer-care', { token: await signIn('care.admin@example.com') })).status).toBe(200);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const { status, body } = await call('no-such-thing');
    expect(status).toBe(404);
    expect(body.message).toBe('No such endpoint');
  });
});

describe('forgotten password', () => {
  it("mails a link on the app's origin, the link checks out, sets the new password once, and only the new password signs in", async () => {
    const session = await signIn('agent@example.com');
    expect((await forget('Agent@Example.com')).status).toBe(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'agent@example.com', subject: 'Reset your password' });
    expect(mail.link).toMatch(/^https:\/\/bo\.example\.com\/reset-password\?token=[0-9a-f]{32,}$/);

    const token = tokenOf(mail);
    expect(await call(`system-user/reset-password/${token}`)).toEqual({
      status: 200,
      body: { email: 'agent@example.com' },
    });
    expect(
      (await call('system-user/reset-password', { method: 'POST', body: { token, password: 'brand-new-pass' } }))
        .status,
    ).toBe(200);

    expect((await login('agent@example.com', 'brand-new-pass')).status).toBe(200);
    expect((await login('agent@example.com', DEMO_PASSWORD)).status).toBe(400);
    expect((await call('system-user/profile', { token: session })).status).toBe(401);

    const reuse = await call('system-user/reset-password', {
      method: 'POST',
      body: { token, password: 'another-pass' },
    });
    expect(reuse).toEqual({
      status: 400,
      body: { message: 'This link is invalid, pls contact admin to send you new link' },
    });
    expect((await call(`system-user/reset-password/${token}`)).status).toBe(400);
  });

  it('answers an unknown well-formed email exactly like a known one, and mails nothing', async () => {
    const known = await forget('admin@example.com');
    const before = (await outbox()).length;
    const unknown = await forget('nobody@example.com');
    expect(unknown).toEqual(known);
    expect(await outbox()).toHaveLength(before);
  });

  it('answers 400 for an empty or malformed email, in Arabic when asked', async () => {
    expect((await forget('')).status).toBe(400);
    const arabic = await forget('not-an-email', 'ar');
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe('يرجى إدخال بريد إلكتروني صحيح');
  });

  it('refuses a password under 8 characters and keeps the link usable', async () => {
    await forget('admin@example.com');
    const token = tokenOf((await outbox())[0]);
    expect(
      (await call('system-user/reset-password', { method: 'POST', body: { token, password: 'short' } })).status,
    ).toBe(400);
    expect((await call(`system-user/reset-password/${token}`)).status).toBe(200);
  });

  it('answers 400 for an unknown token and for a link older than one hour', async () => {
    expect((await call('system-user/reset-password/not-a-token')).status).toBe(400);
    await forget('admin@example.com');
    const token = tokenOf((await outbox())[0]);
    clock += 61 * 60 * 1000;
    expect((await call(`system-user/reset-password/${token}`)).status).toBe(400);
  });
});

describe('the fake-only calls', () => {
  it('POST __fake/reset puts seeded values back and empties the outbox', async () => {
    const admin = await signIn('admin@example.com');
    await call('settings/vat_percentage', { method: 'PATCH', token: admin, body: { value: '20' } });
    await call('system-user/forget-password', { method: 'POST', body: { email: 'admin@example.com' } });
    expect((await call<unknown[]>('__fake/outbox', { token: admin })).body).toHaveLength(1);

    expect((await call('__fake/reset', { method: 'POST', token: admin })).status).toBe(200);
    const { body } = await call<Setting[]>('settings', { token: admin });
    expect(body).toContainEqual({ key: 'vat_percentage', value: '15' });
    expect((await call<unknown[]>('__fake/outbox', { token: admin })).body).toEqual([]);
  });

  it('refuses the reset without a token (401) and to a non-admin (403), and then changes nothing', async () => {
    const admin = await signIn('admin@example.com');
    await call('settings/vat_percentage', { method: 'PATCH', token: admin, body: { value: '20' } });
    expect((await call('__fake/reset', { method: 'POST' })).status).toBe(401);
    expect((await call('__fake/reset', { method: 'POST', token: await signIn('care.admin@example.com') })).status).toBe(
      403,
    );
    expect((await call<Setting[]>('settings', { token: admin })).body).toContainEqual({
      key: 'vat_percentage',
      value: '20',
    });
  });

  it('lists the outbox newest first, for the admin', async () => {
    for (const email of ['admin@example.com', 'agent@example.com']) {
      await call('system-user/forget-password', { method: 'POST', body: { email } });
    }
    const mails = (await call<{ to: string }[]>('__fake/outbox', { token: await signIn('admin@example.com') })).body;
    expect(mails.map((m) => m.to)).toEqual(['agent@example.com', 'admin@example.com']);
  });

  it("shows no mail to a caller without a session (so no one reads the admin's reset link), and a non-admin only the mails to them", async () => {
    for (const email of ['admin@example.com', 'agent@example.com', 'user@example.com']) {
      await call('system-user/forget-password', { method: 'POST', body: { email } });
    }
    const anonymous = await call('__fake/outbox');
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('reset-password');
    const agent = await call<Mail[]>('__fake/outbox', { token: await signIn('Agent@Example.com') });
    expect(agent.status).toBe(200);
    expect(agent.body.map((m) => m.to)).toEqual(['agent@example.com']);
  });
});
