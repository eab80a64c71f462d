import { describe, expect, it } from 'vitest';
import type { CateringRequest, Customer, CustomerStats, OrderReview, Ticket } from '@/dataProvider/types';
import { TICKET_STATUSES, TICKET_TRANSITIONS, actionBetween } from '@/dataProvider/workflows';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { cateringRequests } from '@/dataProvider/fake/seed/catering';
import { customerAt, customerCount, customerIndexOfPhone, mobileDigits } from '@/dataProvider/fake/seed/customers';
import { call, serveFakeForThisFile, signIn } from './fakeApi';

const fake = serveFakeForThisFile();
type Page<T> = { data: T[]; total: number };

const ticketIn = (status: Ticket['status']) =>
  fake.db
    .table(tickets)
    .all()
    .find((t) => t.status === status) as Ticket;

describe('ticket transitions in the fake', () => {
  it('answers every allowed move with the changed ticket and refuses every other one with 409 and a message', async () => {
    const agent = await signIn('agent@example.com');
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        fake.db.reset();
        const ticket = ticketIn(from);
        const { status, body } = await call<Ticket & { message?: string }>(`customer-care/${ticket.id}`, {
          method: 'PUT',
          token: agent,
          body: { status: to },
        });
        if (actionBetween(TICKET_TRANSITIONS, from, to)) {
          expect(status, `${from} -> ${to}`).toBe(200);
          expect(body.status).toBe(to);
        } else {
          expect(status, `${from} -> ${to}`).toBe(409);
          expect(body.message).toBe(`A ${from} ticket cannot become ${to}`);
          expect(fake.db.table(tickets).get(ticket.id)?.status).toBe(from);
        }
      }
    }
  });

  it('refuses an unknown status with 422, in Arabic when asked', async () => {
    const agent = await signIn('agent@example.com');
    const ticket = ticketIn('new');
    const answer = await call<{ message: string }>(`customer-care/${ticket.id}`, {
      method: 'PUT',
      token: agent,
      body: { status: 'done' },
      lang: 'ar',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/يجب أن تكون الحالة/);
  });

  it('appends a comment by the signed-in agent, and refuses an empty one', async () => {
    const agent = await signIn('agent@example.com');
    const ticket = ticketIn('active');
    const { status, body } = await call<Ticket>(`customer-care/${ticket.id}/comment`, {
      method: 'PUT',
      token: agent,
      body: { text: '  Called back <b>ok</b> ' },
    });
    expect(status).toBe(200);
    expect(body.comments.at(-1)).toMatchObject({ text: 'Called back <b>ok</b>' });
    expect(body.comments).toHaveLength(ticket.comments.length + 1);
    const empty = await call<{ message: string }>(`customer-care/${ticket.id}/comment`, {
      method: 'PUT',
      token: agent,
      body: { text: ' ' },
    });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Comment text is required' } });
  });

  it('seeds thousands of tickets in every status, most with comment threads', () => {
    const all = fake.db.table(tickets).all();
    expect(all.length).toBeGreaterThanOrEqual(3000);
    for (const status of TICKET_STATUSES) expect(all.filter((t) => t.status === status).length).toBeGreaterThan(50);
    expect(all.filter((t) => t.comments.length > 1).length).toBeGreaterThan(1000);
  });
});

describe('the admin-only areas in the fake', () => {
  it('refuses catering, customers and reviews to a customer-care agent with 403', async () => {
    const agent = await signIn('agent@example.com');
    for (const path of [
      'catering',
      'users/stats',
      'users/getUserByPhoneNumber?phoneNumber=0500000000',
      'orders/reviews',
    ]) {
      expect((await call(path, { token: agent })).status, path).toBe(403);
    }
    expect((await call('users/deactivate/cu_1', { method: 'POST', token: agent })).status).toBe(403);
  });

  it('fulfils or rejects a new catering request once; a rejected one cannot be fulfilled', async () => {
    const admin = await signIn('admin@example.com');
    const request = fake.db
      .table(cateringRequests)
      .all()
      .find((c) => c.status === 'new') as CateringRequest;
    const rejected = await call<CateringRequest>(`catering/${request.id}`, {
      method: 'PUT',
      token: admin,
      body: { status: 'rejected' },
    });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected' } });
    const again = await call<{ message: string }>(`catering/${request.id}`, {
      method: 'PUT',
      token: admin,
      body: { status: 'fulfilled' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'A rejected catering request cannot become fulfilled' },
    });
    const comment = await call<CateringRequest>(`catering/${request.id}/comment`, {
      method: 'PUT',
      token: admin,
      body: { text: 'Client cancelled' },
    });
    expect(comment.body.comments.at(-1)?.text).toBe('Client cancelled');
  });

  it('pages a few hundred catering requests and filters them by status', async () => {
    const admin = await signIn('admin@example.com');
    const all = (await call<Page<CateringRequest>>('catering?limit=5', { token: admin })).body;
    expect(all.total).toBeGreaterThanOrEqual(300);
    const fulfilled = (await call<Page<CateringRequest>>('catering?status=fulfilled&limit=500', { token: admin })).body;
    expect(fulfilled.data.every((c) => c.status === 'fulfilled')).toBe(true);
  });

  it('finds a customer by phone however it is typed, says 404 for a phone of no one and 400 for a non-phone', async () => {
    const admin = await signIn('admin@example.com');
    const known = customerAt(12_345);
    const local = `0${known.phone.slice(4)}`;
    for (const typed of [known.phone, local, `${local.slice(0, 3)} ${local.slice(3)}`]) {
      const found = await call<Customer>(`users/getUserByPhoneNumber?phoneNumber=${encodeURIComponent(typed)}`, {
        token: admin,
      });
      expect(found.body, typed).toMatchObject({ id: known.id, firstName: known.firstName, phone: known.phone });
    }
    expect(await call('users/getUserByPhoneNumber?phoneNumber=0500000001', { token: admin })).toMatchObject({
      status: 404,
      body: { message: 'No customer has this phone number' },
    });
    expect((await call('users/getUserByPhoneNumber?phoneNumber=12ab', { token: admin })).status).toBe(400);
  });

  it('maps every customer phone back to its customer', () => {
    for (const index of [0, 1, 999, 20_000, customerCount() - 1]) {
      expect(customerIndexOfPhone(mobileDigits(customerAt(index).phone) ?? '')).toBe(index);
    }
  });

  it('deactivates and activates a customer, which the lookup and the stats then show', async () => {
    const admin = await signIn('admin@example.com');
    const before = (await call<CustomerStats>('users/stats', { token: admin })).body;
    expect(before.total).toBe(customerCount());
    expect(before.active + before.inactive).toBe(customerCount());
    expect(before.signUpsByMonth).toHaveLength(12);
    const index = Array.from({ length: 50 }, (_, i) => i).find((i) => customerAt(i).active) ?? 0;
    const customer = customerAt(index);
    expect(
      (await call<Customer>(`users/deactivate/${customer.id}`, { method: 'POST', token: admin })).body.active,
    ).toBe(false);
    const found = await call<Customer>(`users/getUserByPhoneNumber?phoneNumber=${encodeURIComponent(customer.phone)}`, {
      token: admin,
    });
    expect(found.body.active).toBe(false);
    expect((await call<CustomerStats>('users/stats', { token: admin })).body.inactive).toBe(before.inactive + 1);
    expect((await call<Customer>(`users/activate/${customer.id}`, { method: 'POST', token: admin })).body.active).toBe(
      true,
    );
    expect((await call('users/activate/cu_0', { method: 'POST', token: admin })).status).toBe(404);
  });

  it('filters a few thousand reviews by rating: either review, or the food review alone', async () => {
    const admin = await signIn('admin@example.com');
    const all = (await call<Page<OrderReview>>('orders/reviews?limit=1', { token: admin })).body;
    expect(all.total).toBeGreaterThanOrEqual(3000);
    const oneStar = (await call<Page<OrderReview>>('orders/reviews?rating=1&limit=1000', { token: admin })).body;
    expect(oneStar.total).toBeGreaterThan(50);
    expect(oneStar.data.every((r) => r.foodReview === 1 || r.deliveryReview === 1)).toBe(true);
    const food = (await call<Page<OrderReview>>('orders/reviews?foodReview=5&limit=1000', { token: admin })).body;
    expect(food.data.every((r) => r.foodReview === 5)).toBe(true);
    expect((await call('orders/reviews?rating=6', { token: admin })).status).toBe(400);
  });
});

describe("the care queue's data in the fake", () => {
  it('dates a reopening, so the clocks can start again from it; other moves leave that date as it was', async () => {
    const agent = await signIn('agent@example.com');
    const ticket = ticketIn('resolved');
    expect(ticket.reopenedAt).toBeUndefined();
    const before = Date.now();
    const reopened = await call<Ticket>(`customer-care/${ticket.id}`, {
      method: 'PUT',
      token: agent,
      body: { status: 'reopened' },
    });
    expect(reopened.status).toBe(200);
    const at = Date.parse(reopened.body.reopenedAt ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const accepted = await call<Ticket>(`customer-care/${ticket.id}`, {
      method: 'PUT',
      token: agent,
      body: { status: 'active' },
    });
    expect(accepted.body.reopenedAt).toBe(reopened.body.reopenedAt);
  });

  it('seeds every reopened ticket with its reopening, after its creation and its last comment', () => {
    const reopened = fake.db
      .table(tickets)
      .all()
      .filter((t) => t.status === 'reopened');
    expect(reopened.length).toBeGreaterThan(0);
    for (const ticket of reopened) {
      const at = Date.parse(ticket.reopenedAt ?? '');
      expect(at, ticket.id).toBeGreaterThanOrEqual(Date.parse(ticket.createdAt));
      for (const comment of ticket.comments)
        expect(at, ticket.id).toBeGreaterThanOrEqual(Date.parse(comment.createdAt));
    }
  });

  it('lets care staff read the settings (the targets) but not change them', async () => {
    const agent = await signIn('agent@example.com');
    const read = await call<{ key: string; value: string }[]>('settings', { token: agent });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(
      expect.arrayContaining([
        { key: 'care_first_response_minutes', value: '60' },
        { key: 'care_resolution_hours', value: '24' },
      ]),
    );
    const write = await call('settings/care_first_response_minutes', {
      method: 'PATCH',
      token: agent,
      body: { value: '30' },
    });
    expect(write.status).toBe(403);
  });

  it.each(['0', '-5', '1.5', '60 min', '', '١٥', '1e3', 'abc'])(
    'refuses %j as a care target in both languages, and stores nothing',
    async (value) => {
      const admin = await signIn('admin@example.com');
      for (const key of ['care_first_response_minutes', 'care_resolution_hours']) {
        for (const lang of ['en', 'ar'] as const) {
          const { status, body } = await call<{ message: string; errors: Record<string, string> }>(`settings/${key}`, {
            method: 'PATCH',
            token: admin,
            body: { value },
            lang,
          });
          expect(status, `${key} ${lang}`).toBe(400);
          if (value !== '') {
            expect(body.errors.value).toBe(
              lang === 'en'
                ? 'A care target is a whole number above 0'
                : 'يجب أن يكون هدف خدمة العملاء عدداً صحيحاً أكبر من 0',
            );
          }
        }
      }
      const stored = (await call<{ key: string; value: string }[]>('settings', { token: admin })).body;
      expect(stored.find((s) => s.key === 'care_first_response_minutes')?.value).toBe('60');
    },
  );

  it('takes a whole number above 0 as a care target, as a number or as text', async () => {
    const admin = await signIn('admin@example.com');
    const text = await call('settings/care_first_response_minutes', {
      method: 'PATCH',
      token: admin,
      body: { value: '30' },
    });
    expect(text.status).toBe(200);
    const number = await call('settings/care_resolution_hours', { method: 'PATCH', token: admin, body: { value: 8 } });
    expect(number).toMatchObject({ status: 200, body: { key: 'care_resolution_hours', value: '8' } });
  });
});
