import { describe, expect, it } from 'vitest';
import { call, signIn, serveFakeForThisFile } from '../contract/fakeApi';

// The fake as `npm run api` runs it unless asked for test controls.
serveFakeForThisFile({ testControls: false });

describe('the fake without its test controls', () => {
  it('answers the outbox, the faults switch, the reset and the calls that place an order or open a ticket, even to the admin, with the same JSON 404 as an unknown path', async () => {
    const unknown = await call('no-such-thing');
    expect(unknown.status).toBe(404);
    const admin = await signIn('admin@example.com');
    await call('system-user/forget-password', { method: 'POST', body: { email: 'admin@example.com' } });
    const newTickets = async () => (await call<{ total: number }>('customer-care?status=new', { token: admin })).body;
    const ticketsBefore = await newTickets();
    for (const [method, path, body] of [
      ['GET', '__fake/outbox'],
      ['GET', '__fake/faults'],
      ['POST', '__fake/faults', { mode: '500', count: 1 }],
      ['DELETE', '__fake/faults'],
      ['POST', '__fake/reset'],
      ['POST', '__fake/orders', { branchId: 'br_0001' }],
      ['POST', '__fake/tickets', { subject: 'Food arrived cold', phone: '0520003998' }],
    ] as const) {
      expect(await call(path, { method, token: admin, body }), `${method} ${path}`).toEqual(unknown);
    }
    // Nothing was armed, and no ticket was opened.
    expect((await call('system-user/profile', { token: admin })).status).toBe(200);
    expect(await newTickets()).toEqual(ticketsBefore);
  });
});
