/**
 * The testers' calls that make work arrive (`POST __fake/orders`, `POST __fake/tickets`): an order placed now at a
 * branch shows on that branch's orders of today, a ticket opened now is the first of the new tickets, and both
 * refuse bad bodies and every role but the admin. They are the fake's own calls, outside the OpenAPI document;
 * what they answer is held to the document's records here (an order as the orders list shows it, a ticket as
 * `GET customer-care/{id}` answers it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '@/dataProvider/contract/answerCheck';
import type { Branch, Customer, Order, Ticket } from '@/dataProvider/types';
import { localDay } from '@/dataProvider/weeks';
import { call, serveFakeForThisFile, signIn } from '../contract/fakeApi';

// A Saturday afternoon, off the hour (the seed's newest ticket is at most the start of this hour).
const clock = Date.parse('2026-11-28T14:05:09.000+03:00');
serveFakeForThisFile({ now: () => clock });

const today = localDay(new Date(clock));
const checker = answerChecker();
const fitsOrder = checker.schemaAt('#/components/schemas/Order');

let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const ordersOfToday = async (branchId: string) =>
  (await call<Order[]>(`Branches/${branchId}/orders?day=${today}`, { token: admin })).body;
const placeOrder = (body: unknown, token = admin) =>
  call<Order & { errors?: Record<string, string> }>('__fake/orders', { method: 'POST', body, token });
const openTicket = (body: unknown, token = admin) =>
  call<Ticket & { errors?: Record<string, string> }>('__fake/tickets', { method: 'POST', body, token });
const newTickets = async () =>
  (await call<{ data: Ticket[]; total: number }>('customer-care?status=new', { token: admin })).body;
const customerByPhone = async (phone: string) =>
  call<Customer>(`users/getUserByPhoneNumber?phoneNumber=${encodeURIComponent(phone)}`, { token: admin });

describe('POST __fake/orders: a customer places an order now at a branch', () => {
  it('answers 201 with a new order dated now, from a seeded customer, that is then in the branch’s orders of today as answered', async () => {
    const before = await ordersOfToday('br_0001');

    const placed = await placeOrder({ branchId: 'br_0001' });

    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(fitsOrder(order), 'an Order of the document').toBe(true);
    expect(order).toMatchObject({ branchId: 'br_0001', status: 'new' });
    expect(Date.parse(order.createdAt)).toBe(clock - (clock % 1000));
    expect(order.createdAt).toMatch(/\+03:00$/);
    expect(order.id).toMatch(new RegExp(`^ord_br_0001_${today.replace(/-/g, '')}_\\d{4}$`));
    const after = await ordersOfToday('br_0001');
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(order);
    expect(before.map((o) => o.id)).not.toContain(order.id);
    expect(new Set(after.map((o) => o.number)).size, 'numbers stay unique on the day').toBe(after.length);

    // The customer is one the phone look-up finds, under the same name and id.
    const customer = await customerByPhone(order.customer.phone);
    expect(customer.status).toBe(200);
    expect(customer.body.id).toBe(order.userId);
    expect(`${customer.body.firstName} ${customer.body.lastName}`).toBe(order.customer.name);
  });

  it('gives a total like the seeded orders’ (25 to 300 SAR in quarters) and a type among the services the branch offers', async () => {
    const { body: branch } = await call<Branch>('Branches/br_0001', { token: admin });
    for (let i = 0; i < 5; i += 1) {
      const { body: order } = await placeOrder({ branchId: 'br_0001' });
      expect(order.total).toBeGreaterThanOrEqual(25);
      expect(order.total).toBeLessThanOrEqual(300);
      expect(Number.isInteger(order.total * 4)).toBe(true);
      expect(branch.services[order.type], `${order.type} is offered`).toBe(true);
    }
  });

  it('lists the day oldest first, the new order among the orders made before and after now', async () => {
    const { body: order } = await placeOrder({ branchId: 'br_0002' });
    const times = (await ordersOfToday('br_0002')).map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await ordersOfToday('br_0001')).map((o) => o.id)).not.toContain(order.id);
  });

  it('places orders that can be cancelled as any new order can, and each order in a row gets its own id', async () => {
    const first = (await placeOrder({ branchId: 'br_0001' })).body;
    const second = (await placeOrder({ branchId: 'br_0001' })).body;
    expect(second.id).not.toBe(first.id);
    expect(second.number).not.toBe(first.number);

    const cancelled = await call<Order>('orders/cancel', {
      method: 'PUT',
      body: { orderId: first.id, userId: first.userId },
      token: admin,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ ...first, status: 'cancelled' });
    const day = await ordersOfToday('br_0001');
    expect(day).toContainEqual({ ...first, status: 'cancelled' });
    expect(day).toContainEqual(second);
  });

  it.each([
    ['no branchId', {}, 'Field is required'],
    ['a branchId that is not text', { branchId: 1 }, 'Must be text'],
    ['an empty branchId', { branchId: '  ' }, 'Field is required'],
    ['a branch that does not exist', { branchId: 'br_9999' }, 'No branch with this id'],
  ])('refuses %s with a 400 naming branchId, and places nothing', async (_case, body, message) => {
    const before = await ordersOfToday('br_0001');
    const refused = await placeOrder(body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ branchId: message });
    expect(await ordersOfToday('br_0001')).toEqual(before);
  });
});

describe('POST __fake/tickets: a customer opens a ticket now', () => {
  it('answers 201 with a new ticket created now with the phone as tickets keep it, as GET customer-care/{id} answers it, first of the new tickets and counted', async () => {
    const before = await newTickets();

    const opened = await openTicket({ subject: 'Food arrived cold', phone: '0520003998' });

    expect(opened.status).toBe(201);
    const ticket = opened.body;
    expect(ticket).toMatchObject({
      status: 'new',
      subject: 'Food arrived cold',
      createdAt: new Date(clock).toISOString(),
      comments: [],
    });
    expect(ticket.customer.phone).toBe('+966520003998');
    const read = await call<Ticket>(`customer-care/${ticket.id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(ticket);
    expect(opened.headers.get('etag')).toBe(read.headers.get('etag'));

    const after = await newTickets();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toEqual(ticket);
  });

  it('names the seeded customer with that phone, and takes the number after the highest so far', async () => {
    const highest = (await call<{ data: Ticket[] }>('customer-care?sort=number&order=DESC&limit=1', { token: admin }))
      .body.data[0];

    const { body: ticket } = await openTicket({
      subject: 'Missing drink',
      phone: '+966 52 000 3998',
      type: 'order_issue',
    });

    const customer = (await customerByPhone('0520003998')).body;
    expect(ticket.customer).toEqual({
      name: `${customer.firstName} ${customer.lastName}`,
      phone: customer.phone,
      email: customer.email,
    });
    expect(ticket.type).toBe('order_issue');
    expect(ticket.number).toBe(highest.number + 1);
    expect(ticket.id).toBe(`tk_${highest.number + 1}`);
  });

  it.each([
    ['0520003998', '+966520003998'],
    ['520003998', '+966520003998'],
    ['+966520003998', '+966520003998'],
    ['966 52-000-3998', '+966520003998'],
  ])('keeps the phone typed as %s as %s, an inquiry unless a type is given', async (typed, kept) => {
    const { status, body } = await openTicket({ subject: 'Do you deliver to my area?', phone: typed });
    expect(status).toBe(201);
    expect(body.customer.phone).toBe(kept);
    expect(body.type).toBe('inquiry');
  });

  it('opens the ticket with no name or e-mail for a phone no seeded customer has', async () => {
    expect((await customerByPhone('0500000001')).status).toBe(404);
    const { status, body } = await openTicket({ subject: 'Opening hours during Ramadan', phone: '0500000001' });
    expect(status).toBe(201);
    expect(body.customer).toEqual({ name: '', phone: '+966500000001', email: '' });
  });

  it.each([
    ['no subject', { phone: '0520003998' }, { subject: 'Field is required' }],
    ['an empty subject', { subject: '   ', phone: '0520003998' }, { subject: 'Field is required' }],
    ['a subject that is not text', { subject: 5, phone: '0520003998' }, { subject: 'Must be text' }],
    ['no phone', { subject: 'Missing drink' }, { phone: 'Field is required' }],
    [
      'a phone that is not a Saudi mobile',
      { subject: 'Missing drink', phone: '0412345678' },
      { phone: 'Enter a Saudi mobile number such as 0512345678' },
    ],
    ['a phone sent as a number', { subject: 'Missing drink', phone: 520003998 }, { phone: 'Must be text' }],
    [
      'a type tickets do not have',
      { subject: 'Missing drink', phone: '0520003998', type: 'praise' },
      { type: 'type must be complaint, inquiry, suggestion or order_issue' },
    ],
    ['an empty body', {}, { subject: 'Field is required', phone: 'Field is required' }],
  ])('refuses %s with a 400 naming the field, and opens nothing', async (_case, body, errors) => {
    const before = await newTickets();
    const refused = await openTicket(body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(errors);
    expect(await newTickets()).toEqual(before);
  });

  it('refuses in the caller’s language', async () => {
    const refused = await call<{ errors: Record<string, string> }>('__fake/tickets', {
      method: 'POST',
      body: { subject: 'x', phone: '0520003998', type: 'praise' },
      token: admin,
      lang: 'ar',
    });
    expect(refused.body.errors.type).toBe('يجب أن يكون النوع complaint أو inquiry أو suggestion أو order_issue');
  });
});

describe('both calls are the admin’s alone, as the other test controls', () => {
  it.each(['agent@example.com', 'care.admin@example.com'])('answer 403 to %s, and nothing arrives', async (email) => {
    const token = await signIn(email);
    const orders = await ordersOfToday('br_0001');
    const tickets = await newTickets();
    expect((await placeOrder({ branchId: 'br_0001' }, token)).status).toBe(403);
    expect((await openTicket({ subject: 'Missing drink', phone: '0520003998' }, token)).status).toBe(403);
    expect(await ordersOfToday('br_0001')).toEqual(orders);
    expect(await newTickets()).toEqual(tickets);
  });

  it('answer 401 without a token', async () => {
    expect((await call('__fake/orders', { method: 'POST', body: { branchId: 'br_0001' } })).status).toBe(401);
    expect(
      (await call('__fake/tickets', { method: 'POST', body: { subject: 'Missing drink', phone: '0520003998' } }))
        .status,
    ).toBe(401);
  });
});
