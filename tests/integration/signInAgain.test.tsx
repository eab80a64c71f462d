import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { dataProvider } from '@/dataProvider';
import { signIn } from '@/src/auth/authProvider';
import { resumeAs, signInAsked } from '@/dataProvider/sessionResume';
import { getToken } from '@/dataProvider/session';
import { startBulkRun, useBulkRun } from '@/src/list/bulk/bulkRuns';
import { systemUsers } from '@/dataProvider/fake/seed/systemUsers';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { promoCodes } from '@/dataProvider/fake/seed/promoCodes';
import type { Ticket } from '@/dataProvider/types';
import { renderHook } from '@testing-library/react';

/**
 * A session that ends mid-work (the fake's 401 fault, which also ends the caller's session): the sign-in dialog over
 * the page, then the same person (each call sent once more, the API holding it) or another (nothing sent).
 */
const fake = setUpFakeApi();
const ADMIN = 'admin@example.com';
const AGENT = 'agent@example.com';
const CARE_ADMIN = 'care.admin@example.com';

async function controlToken(): Promise<string> {
  const login = await fetch(`${API}system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'demo1234' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The next write (of these methods, on a path containing `path`) is answered 401 and ends the session. */
async function endSessionOnNextWrite(methods: string[], path?: string): Promise<void> {
  const armed = await fetch(`${API}__fake/faults`, {
    method: 'POST',
    headers: { authorization: await controlToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ mode: '401', count: 1, methods, path }),
  });
  expect(armed.status, 'the faults switch answers').toBe(200);
}

afterEach(async () => {
  await fetch(`${API}__fake/faults`, { method: 'DELETE', headers: { authorization: await controlToken() } });
});

/** The app's calls of a method whose path contains `path`, with the status each got. */
function recordCalls(method: string, path: string): { statuses: number[]; after: (from: number) => number[] } {
  const statuses: number[] = [];
  fake.server.events.on('response:mocked', ({ request, response }) => {
    if (request.method === method && new URL(request.url).pathname.includes(path)) statuses.push(response.status);
  });
  return { statuses, after: (from) => statuses.slice(from) };
}

type User = ReturnType<typeof userEvent.setup>;

async function signInDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Sign in again' }, { timeout: 5000 });
}

async function signInAgainAs(user: User, email: string): Promise<void> {
  const dialog = await signInDialog();
  const emailBox = within(dialog).getByRole('textbox', { name: 'Email' });
  await user.clear(emailBox);
  await user.type(emailBox, email);
  await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

const ticketIn = (status: Ticket['status']) =>
  fake.db
    .table(tickets)
    .all()
    .find((t) => t.status === status) as Ticket;
const storedTicket = (id: string) => fake.db.table(tickets).get(id) as Ticket;
const commentDrafts = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((key) =>
    key?.startsWith('comment-draft:'),
  );

describe('a form that saves a whole record', () => {
  const agentRecord = () =>
    fake.db
      .table(systemUsers)
      .all()
      .find((row) => row.email === AGENT) as { id: string };

  it('after the same person signs in, sends the save once, merged on the record as it is then', async () => {
    await signInAs(ADMIN);
    const user = userEvent.setup({ delay: null });
    const target = agentRecord();
    await renderApp(`/users/${target.id}`);
    const firstName = await screen.findByLabelText(/First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Maha');
    await endSessionOnNextWrite(['PUT'], 'system-user/');
    const puts = recordCalls('PUT', 'system-user/');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await signInDialog();
    expect(puts.statuses).toEqual([401]);
    // The page behind keeps what was typed; the dialog knows who was signed in and waits for the password.
    expect(firstName).toHaveValue('Maha');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue(ADMIN);
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
    // An empty password is ignored, as on the sign-in page.
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();

    // Meanwhile another admin changes another field of the record.
    fake.db.table(systemUsers).update(target.id, { lastName: 'Theirs' });
    await signInAgainAs(user, ADMIN);

    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(puts.after(1)).toEqual([200]);
    expect(fake.db.table(systemUsers).get(target.id)).toMatchObject({ firstName: 'Maha', lastName: 'Theirs' });
    expect(screen.queryByRole('dialog', { name: 'Sign in again' })).toBeNull();
  });

  it('when another person signs in, sends nothing and opens the app fresh where their role lands', async () => {
    await signInAs(ADMIN);
    const user = userEvent.setup({ delay: null });
    const target = agentRecord();
    const before = { ...fake.db.table(systemUsers).get(target.id) };
    const { router } = await renderApp(`/users/${target.id}`);
    const firstName = await screen.findByLabelText(/First name/);
    await user.type(firstName, ' typed');
    await endSessionOnNextWrite(['PUT'], 'system-user/');
    const puts = recordCalls('PUT', 'system-user/');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await signInAgainAs(user, CARE_ADMIN);

    await waitFor(() => expect(router.state.location.pathname).toBe('/customerCare'));
    expect(await screen.findByRole('menuitem', { name: /Customer care/ })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/typed/)).toBeNull();
    expect(puts.statuses).toEqual([401]);
    expect(fake.db.table(systemUsers).get(target.id)).toEqual(before);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: CARE_ADMIN });
  });
});

describe('a comment', () => {
  it('after the same person signs in, is sent once and the API holds it; its draft is then gone', async () => {
    await signInAs(AGENT);
    const user = userEvent.setup({ delay: null });
    const ticket = ticketIn('active');
    await renderApp(`/customerCare/${ticket.id}/show`);
    const box = await screen.findByRole('textbox', { name: 'New comment' });
    await user.type(box, 'Called the customer back');
    await endSessionOnNextWrite(['PUT'], '/comment');
    const comments = recordCalls('PUT', '/comment');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));

    await signInAgainAs(user, AGENT);

    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(comments.statuses).toEqual([401, 200]);
    const texts = storedTicket(ticket.id).comments.map((comment) => comment.text);
    expect(texts.filter((text) => text === 'Called the customer back')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue(''));
    expect(commentDrafts()).toEqual([]);
  });

  it('when another person signs in, is not sent, and the first person’s drafts are cleared', async () => {
    await signInAs(AGENT);
    const user = userEvent.setup({ delay: null });
    const ticket = ticketIn('active');
    const { router } = await renderApp(`/customerCare/${ticket.id}/show`);
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'Only for the agent');
    await endSessionOnNextWrite(['PUT'], '/comment');
    const comments = recordCalls('PUT', '/comment');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(commentDrafts()).toHaveLength(1);

    await signInAgainAs(user, ADMIN);

    await waitFor(() => expect(router.state.location.pathname).toBe('/branches'));
    expect(comments.statuses).toEqual([401]);
    expect(storedTicket(ticket.id).comments.some((comment) => comment.text === 'Only for the agent')).toBe(false);
    expect(commentDrafts()).toEqual([]);
  });
});

describe('a status move', () => {
  it('after the same person signs in, is sent once and the API holds it', async () => {
    await signInAs(AGENT);
    const user = userEvent.setup({ delay: null });
    const ticket = ticketIn('new');
    await renderApp(`/customerCare/${ticket.id}/show`);
    await screen.findByRole('heading', { name: ticket.subject });
    await endSessionOnNextWrite(['PUT'], `customer-care/${ticket.id}`);
    const moves = recordCalls('PUT', `customer-care/${ticket.id}`);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    await signInAgainAs(user, AGENT);

    expect(await screen.findByText('Ticket accepted')).toBeInTheDocument();
    expect(moves.statuses).toEqual([401, 200]);
    expect(storedTicket(ticket.id).status).toBe('active');
  });

  it('when another person signs in, is not sent', async () => {
    await signInAs(AGENT);
    const user = userEvent.setup({ delay: null });
    const ticket = ticketIn('new');
    await renderApp(`/customerCare/${ticket.id}/show`);
    await screen.findByRole('heading', { name: ticket.subject });
    await endSessionOnNextWrite(['PUT'], `customer-care/${ticket.id}`);
    const moves = recordCalls('PUT', `customer-care/${ticket.id}`);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    await signInAgainAs(user, CARE_ADMIN);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in again' })).toBeNull());
    expect(moves.statuses).toEqual([401]);
    expect(storedTicket(ticket.id).status).toBe('new');
  });
});

describe('a bulk run', () => {
  const activeCodes = (count: number) =>
    fake.db
      .table(promoCodes)
      .all()
      .filter((promo) => promo.status === 'active')
      .slice(0, count)
      .map((promo) => promo.code);
  const statusOf = (code: string) => fake.db.table(promoCodes).get(code)?.status;
  const deactivate = (target: { id: string | number }) =>
    dataProvider.action('promoCodes', { action: 'deactivate', id: target.id, silent: true });

  async function runCutByASessionEnd(codes: string[]) {
    await endSessionOnNextWrite(['POST'], 'promo-codes/');
    const posts = recordCalls('POST', 'promo-codes/');
    const run = startBulkRun(
      'promoCodes',
      'app.bulk.deactivate',
      codes.map((code) => ({ id: code, name: code })),
      deactivate,
    );
    await waitFor(() => expect(signInAsked()).toBe(true));
    return { run, posts };
  }

  it('after the same person signs in, goes on: each record sent once more, the API holding every one', async () => {
    await signInAs(ADMIN);
    const codes = activeCodes(10);
    const { run, posts } = await runCutByASessionEnd(codes);
    const refused = posts.statuses.length;
    expect(posts.statuses.every((status) => status === 401)).toBe(true);

    expect(resumeAs(await signIn({ email: ADMIN, password: 'demo1234' }))).toBe(true);
    await run;

    expect(posts.after(refused)).toEqual(Array(codes.length).fill(200));
    expect(codes.map(statusOf)).toEqual(codes.map(() => 'inactive'));
    const { result } = renderHook(() => useBulkRun('promoCodes'));
    expect(result.current).toMatchObject({ finished: true, failed: [] });
    expect(result.current?.done).toHaveLength(codes.length);
  });

  it('when another person signs in, sends nothing more of it and forgets it', async () => {
    await signInAs(ADMIN);
    const codes = activeCodes(10);
    const { posts } = await runCutByASessionEnd(codes);
    const sent = posts.statuses.length;

    expect(resumeAs(await signIn({ email: CARE_ADMIN, password: 'demo1234' }))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(posts.statuses).toHaveLength(sent);
    expect(codes.map(statusOf)).toEqual(codes.map(() => 'active'));
    expect(getToken()).not.toBeNull();
    const { result } = renderHook(() => useBulkRun('promoCodes'));
    expect(result.current).toBeUndefined();
  });
});

describe('Cancel, and what stays as it was', () => {
  it('Cancel says what is dropped, then signs out to the sign-in page, keeping the language and the page to return to', async () => {
    await signInAs(ADMIN);
    localStorage.setItem('i18nextLng', 'en');
    const user = userEvent.setup({ delay: null });
    const ticket = ticketIn('active');
    const { router } = await renderApp(`/customerCare/${ticket.id}/show`);
    await user.type(await screen.findByRole('textbox', { name: 'New comment' }), 'Dropped');
    await endSessionOnNextWrite(['PUT'], '/comment');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const dialog = await signInDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const leaving = await screen.findByRole('dialog', { name: 'Sign out and drop your work?' });
    expect(leaving).toHaveTextContent('What you typed on this page and did not save will be dropped');
    await user.click(within(leaving).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ nextPathname: `/customerCare/${ticket.id}/show` });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(commentDrafts()).toEqual([]);
    expect(storedTicket(ticket.id).comments.some((comment) => comment.text === 'Dropped')).toBe(false);
  });

  it('a wrong password in the dialog is said there, and the dialog stays', async () => {
    await signInAs(ADMIN);
    const user = userEvent.setup({ delay: null });
    await renderApp('/settings');
    await endSessionOnNextWrite(['GET'], 'settings');
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    const dialog = await signInDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Could not sign in')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
  });
});
