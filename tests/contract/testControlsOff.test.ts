import { describe, expect, it } from 'vitest';
import { call, signIn, serveFakeForThisFile } from './fakeApi';

// The fake as `npm run api` runs it unless asked for test controls.
serveFakeForThisFile({ testControls: false });

describe('the fake without its test controls', () => {
  it('answers the outbox, the faults switch and the reset, even to the admin, with the same JSON 404 as an unknown path', async () => {
    const unknown = await call('no-such-thing');
    expect(unknown.status).toBe(404);
    const admin = await signIn('admin@example.com');
    await call('system-user/forget-password', { method: 'POST', body: { email: 'admin@example.com' } });
    for (const [method, path] of [
      ['GET', '__fake/outbox'],
      ['GET', '__fake/faults'],
      ['POST', '__fake/faults'],
      ['DELETE', '__fake/faults'],
      ['POST', '__fake/reset'],
    ]) {
      const body = method === 'POST' && path.endsWith('faults') ? { mode: '500', count: 1 } : undefined;
      expect(await call(path, { method, token: admin, body }), `${method} ${path}`).toEqual(unknown);
    }
    // Nothing was armed.
    expect((await call('system-user/profile', { token: admin })).status).toBe(200);
  });
});
