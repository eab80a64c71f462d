import { beforeEach, describe, expect, it } from 'vitest';
import type { Branch, BranchInput, Order } from '@/dataProvider/types';
import { call, signIn, serveFakeForThisFile } from './fakeApi';

// Friday 2026-11-20, 21:00 in Riyadh: the busy evening is under way, and the days before it are over.
let clock = Date.parse('2026-11-20T21:00:00+03:00');
serveFakeForThisFile({ now: () => clock });

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

const newBranch: BranchInput = {
  name: { en: 'Test Branch', ar: 'فرع الاختبار' },
  reference_code: 'TST-001',
  address: '1 Test St, Riyadh',
  phone: '+966110000000',
  description: '',
  foodicsId: '',
  services: { delivery: true, subscription: false, carPickup: false, pickup: true },
  deliveryFees: 9,
  shifts: [{ days: [0, 1, 2], start: '10:00', end: '22:00' }],
  autoCancelAfterMinutes: 15,
  autoConfirm: false,
  location: {
    lat: 24.713552,
    lng: 46.675296,
    deliveryArea: {
      radius: null,
      unit: 'km',
      points: [
        [24.7, 46.6],
        [24.8, 46.6],
        [24.8, 46.7],
      ],
    },
    subscriptionArea: null,
  },
  status: 'active',
  archived: false,
};

const post = (body: unknown) =>
  call<Branch & { message?: string; errors?: Record<string, string> }>('Branches', {
    method: 'POST',
    token: admin,
    body,
  });

describe('POST and PUT Branches', () => {
  it('creates a branch with pk BRANCH and a new sk, then reads it back by that sk', async () => {
    const created = await post(newBranch);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ pk: 'BRANCH', sk: expect.stringMatching(/^br_/), reference_code: 'TST-001' });
    const read = await call<Branch>(`Branches/${created.body.sk}`, { token: admin });
    expect(read.body.location.deliveryArea?.points).toHaveLength(3);
  });

  it("refuses what the form refuses, with the form's messages", async () => {
    const long = await post({ ...newBranch, reference_code: 'X'.repeat(21) });
    expect([long.status, long.body.message]).toEqual([400, 'Reference Code cannot exceed 20 chars']);
    const noShift = await post({ ...newBranch, shifts: [] });
    expect([noShift.status, noShift.body.message]).toEqual([400, 'Should be at least one shift']);
    const empty = await post({ ...newBranch, shifts: [{ days: [0], start: '18:00', end: '18:00' }] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.shifts).toMatch(/end time other than its start/);
    const overnight = await post({
      ...newBranch,
      reference_code: 'NIGHT-1',
      shifts: [{ days: [4, 5], start: '16:00', end: '02:00' }],
    });
    expect(overnight.status).toBe(201);
    expect((overnight.body as unknown as Branch).shifts).toEqual([{ days: [4, 5], start: '16:00', end: '02:00' }]);
    const missing = await post({ ...newBranch, name: { en: '', ar: '' }, phone: '' });
    expect(missing.body.errors).toMatchObject({ 'name.en': 'Field is required', phone: 'Field is required' });
    const taken = await post({ ...newBranch, reference_code: 'RUH-001' });
    expect(taken.body.message).toBe('Another branch already has this reference code');
  });

  it('takes status and archived in a PUT of the whole branch, as the list toggles send it, and refuses half a branch', async () => {
    const branch = (await call<Branch>('Branches/br_0001', { token: admin })).body;
    const half = await call<{ errors: Record<string, string> }>('Branches/br_0001', {
      method: 'PUT',
      token: admin,
      body: { status: 'inactive' },
    });
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.errors)).toContain('shifts');
    const off = await call<Branch>('Branches/br_0001', {
      method: 'PUT',
      token: admin,
      body: { ...branch, status: 'inactive' },
    });
    expect(off.body).toMatchObject({ status: 'inactive', reference_code: 'RUH-001' });
    const archived = await call<Branch>('Branches/br_0001', {
      method: 'PUT',
      token: admin,
      body: { ...off.body, archived: true },
    });
    expect(archived.body).toMatchObject({ status: 'inactive', archived: true });
  });
});

describe("a branch's orders and cancelling", () => {
  const orders = async (day: string) =>
    (await call<Order[]>(`Branches/br_0001/orders?day=${day}`, { token: admin })).body;

  it('answers the same orders for the same day, and several hundred on a busy Thursday', async () => {
    const thursday = await orders('2026-11-19');
    expect(thursday.length).toBeGreaterThanOrEqual(300);
    expect(await orders('2026-11-19')).toEqual(thursday);
    const monday = await orders('2026-11-16');
    expect(monday.length).toBeLessThan(thursday.length);
    expect(thursday.every((o) => o.branchId === 'br_0001' && o.createdAt.startsWith('2026-11-19T'))).toBe(true);
    expect((await call('Branches/br_0001/orders?day=19-11-2026', { token: admin })).status).toBe(400);
  });

  it('cancels a new order, and refuses one that is out for fulfillment or already cancelled', async () => {
    clock = Date.parse('2026-11-20T21:00:00+03:00');
    const day = await orders('2026-11-20');
    const fresh = day.find((o) => o.status === 'new');
    const gone = day.find((o) => o.status === 'outForFulfillment');
    if (!fresh || !gone) throw new Error('the seed should have both');
    const cancel = (o: Order) =>
      call<Order & { message?: string }>('orders/cancel', {
        method: 'PUT',
        token: admin,
        body: { orderId: o.id, userId: o.userId },
      });
    expect((await cancel(fresh)).body.status).toBe('cancelled');
    expect((await orders('2026-11-20')).find((o) => o.id === fresh.id)?.status).toBe('cancelled');
    const again = await cancel(fresh);
    expect([again.status, again.body.message]).toEqual([400, 'This order can no longer be cancelled']);
    expect((await cancel(gone)).status).toBe(400);
    const wrongUser = await call('orders/cancel', {
      method: 'PUT',
      token: admin,
      body: { orderId: fresh.id, userId: 'cus_0' },
    });
    expect(wrongUser.status).toBe(404);
  });
});
