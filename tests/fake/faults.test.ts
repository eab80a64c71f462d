import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, call, signIn, serveFakeForThisFile } from '../contract/fakeApi';

serveFakeForThisFile({ faultsOn: true });
// The switch is the admin's: armed by anyone, a '401' fault would end other people's sessions.
let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});
afterEach(async () => {
  await call('__fake/faults', { method: 'DELETE', token: admin });
});

const arm = (plan: Record<string, unknown>) => call('__fake/faults', { method: 'POST', body: plan, token: admin });
const armed = <T>() => call<T>('__fake/faults', { token: admin });

describe('the faults switch', () => {
  it('fails exactly the next N calls with a 500 and a message, then answers normally', async () => {
    const token = await signIn('admin@example.com');
    expect((await arm({ mode: '500', count: 2 })).status).toBe(200);
    const first = await call<{ message: string }>('system-user/profile', { token });
    const second = await call('system-user/profile', { token, lang: 'ar' });
    const third = await call('system-user/profile', { token });
    expect([first.status, second.status, third.status]).toEqual([500, 500, 200]);
    expect(first.body.message).toMatch(/server failed/);
    const state = await armed<{ count: number; hits: string[] }>();
    expect(state.body).toMatchObject({ count: 0, hits: ['GET system-user/profile', 'GET system-user/profile'] });
  });

  it('counts only the methods and path asked for, and never its own calls', async () => {
    const token = await signIn('admin@example.com');
    await arm({ mode: '500', count: 1, methods: ['patch'], path: 'settings' });
    expect((await call('system-user/profile', { token })).status).toBe(200);
    expect((await call('__fake/outbox', { token: admin })).status).toBe(200);
    // A GET of the path asked for is not a PATCH: it passes.
    expect((await call('settings', { token })).status).toBe(200);
    expect((await armed<{ count: number }>()).body.count).toBe(1);
  });

  it("drops the connection in 'network' mode, so fetch rejects as when the network is gone", async () => {
    await arm({ mode: 'network', count: 1 });
    await expect(fetch(`${BASE}system-user/profile`)).rejects.toThrow();
    // Used up: the next call reaches the server again (401: no token).
    expect((await fetch(`${BASE}system-user/profile`)).status).toBe(401);
  });

  it("holds a call for delayMs in 'delay' mode, then answers it", async () => {
    const token = await signIn('admin@example.com');
    await arm({ mode: 'delay', count: 1, delayMs: 300 });
    const started = performance.now();
    const answer = await call('system-user/profile', { token });
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("answers 401 and ends the caller's session in '401' mode, as an expired token", async () => {
    const token = await signIn('admin@example.com');
    await arm({ mode: '401', count: 1 });
    expect((await call('system-user/profile', { token })).status).toBe(401);
    expect((await call('system-user/profile', { token })).status).toBe(401);
    const fresh = await signIn('admin@example.com');
    expect((await call('system-user/profile', { token: fresh })).status).toBe(200);
  });

  it('refuses an unknown mode or a bad count with a 400', async () => {
    expect((await arm({ mode: 'explode', count: 1 })).status).toBe(400);
    expect((await arm({ mode: '500', count: -1 })).status).toBe(400);
    expect((await arm({ mode: 'delay', count: 1.5 })).status).toBe(400);
  });

  it('answers 401 without a token and 403 to a non-admin, to arming, reading and clearing alike; a refused arm arms nothing', async () => {
    const agent = await signIn('agent@example.com');
    const plan = { mode: '401', count: 100 };
    for (const token of [undefined, agent]) {
      const expected = token ? 403 : 401;
      expect((await call('__fake/faults', { method: 'POST', body: plan, token })).status).toBe(expected);
      expect((await call('__fake/faults', { token })).status).toBe(expected);
      expect((await call('__fake/faults', { method: 'DELETE', token })).status).toBe(expected);
    }
    expect((await call('system-user/profile', { token: agent })).status).toBe(200);
    expect((await armed<{ count: number }>()).body.count).toBe(0);
  });

  it("does not show a non-admin the calls that failed, which name other users' calls", async () => {
    await arm({ mode: '500', count: 1 });
    expect((await call('settings', { token: admin })).status).toBe(500);
    const agentView = await call('__fake/faults', { token: await signIn('agent@example.com') });
    expect(agentView.status).toBe(403);
    expect(JSON.stringify(agentView.body)).not.toContain('settings');
  });
});
