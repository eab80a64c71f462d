import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setLanguage } from '@/i18n/core';
import { systemUsers } from '@/dataProvider/fake/seed/systemUsers';

const fake = setUpFakeApi();

describe('the sign-in page', () => {
  it('ignores a submission with an empty email or password, by click or Enter: no call is made; filled, one is', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    fake.server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const { router } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.filter((call) => call.includes('login'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // The same form with the password filled sends exactly one call: so the empty submissions sent none (not
    // merely none yet).
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/branches'));
    expect(seen.filter((call) => call.includes('login'))).toEqual(['POST /api/v1/system-user/login']);
    fake.server.events.removeAllListeners();
  });

  it("shows the server's message for a wrong password, in a toast and on the page with no Retry, and keeps the typed email", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Could not sign in')).toBeInTheDocument();
    // The toast and the page say it; asking again with the same password would not go otherwise.
    expect(screen.getAllByText('Invalid email or password')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs an admin in and lands on branches', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/branches'));
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'admin@example.com' });
  });

  it('shows the first name in the header', async () => {
    const admin = await signInAs('admin@example.com');
    await renderApp('/users');
    // The users list has the admin's own row with the same name: only the app bar's counts.
    expect(await screen.findByText(admin.firstName, { selector: 'header *' })).toBeInTheDocument();
  });

  it('shows the email in the header when the user has no first name', async () => {
    const admin = await signInAs('admin@example.com');
    // The profile call refreshes the identity: the server now knows this admin without a first name.
    fake.db.table(systemUsers).update(admin.id, { firstName: '' });
    await renderApp('/users');
    expect(await screen.findByText('admin@example.com', { selector: 'header *' })).toBeInTheDocument();
  });
});

describe('the sign-in page after too many wrong passwords', () => {
  const wrongPasswords = async (times: number) => {
    for (let n = 0; n < times; n += 1)
      await fetch(`${API}system-user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'wrong-password' }),
      });
  };
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('en');
  });

  it("shows the server's pause in a toast and on the page, with no Retry, and signs in once the fake's clock has moved 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await wrongPasswords(10);
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Could not sign in')).toBeInTheDocument();
    expect(
      screen.getAllByText('Too many wrong passwords for this email: sign-in with it is paused for up to 15 minutes'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    vi.setSystemTime(Date.now() + 15 * 60 * 1000);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/branches'));
  });

  it('says it in Arabic when the app is in Arabic', async () => {
    await setLanguage('ar');
    await wrongPasswords(10);
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'admin@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'دخول' }));
    expect(await screen.findByText('تعذّر تسجيل الدخول')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'أُدخلت كلمة مرور خاطئة مرات كثيرة لهذا البريد الإلكتروني: تسجيل الدخول به متوقف لمدة تصل إلى 15 دقيقة',
      ),
    ).not.toHaveLength(0);
  });
});

describe('roles and routes', () => {
  it('sends a customer-care agent who opens /users to the sign-in page without calling the users API', async () => {
    await signInAs('agent@example.com');
    const calls: string[] = [];
    fake.server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    const { router } = await renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your account cannot open that page. Sign in with an account that can.'),
    ).toBeInTheDocument();
    expect(calls.filter((path) => path === '/api/v1/system-user')).toEqual([]);
    fake.server.events.removeAllListeners();
  });

  it.each(['agent@example.com', 'care.admin@example.com'])(
    'shows %s only customer care and Logout in the navigation',
    async (email) => {
      await signInAs(email);
      await renderApp('/customerCare');
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(
          within(menu)
            .getAllByRole('menuitem')
            .map((item) => item.textContent?.trim()),
        ).toEqual(['Customer care', 'Logout']),
      );
    },
  );

  it('sends / to branches for an admin and to customer care for an agent', async () => {
    await signInAs('admin@example.com');
    const adminApp = await renderApp('/');
    await waitFor(() => expect(adminApp.router.state.location.pathname).toBe('/branches'));
    adminApp.unmount();
    localStorage.clear();
    await signInAs('agent@example.com');
    const agentApp = await renderApp('/');
    await waitFor(() => expect(agentApp.router.state.location.pathname).toBe('/customerCare'));
  });

  it("shows 'Not Found' on an unknown path", async () => {
    await signInAs('admin@example.com');
    const { router } = await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('a 401 from any call while signed in asks for the password over the page, and signs nobody out', async () => {
    await signInAs('admin@example.com');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('token', 'expired-token');
    const { router } = await renderApp('/users');
    expect(await screen.findByRole('dialog', { name: 'Sign in again' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(localStorage.getItem('token')).toBe('expired-token');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('keeps the session on a 403 and says access is denied', async () => {
    await signInAs('agent@example.com');
    const spy = vi.fn();
    fake.server.events.on('response:mocked', ({ response }) => spy(response.status));
    const { router } = await renderApp('/customerCare');
    await screen.findByRole('menuitem', { name: 'Customer care' });
    // An agent calling an admin endpoint directly: the fake answers 403, the client toasts, the session stays.
    const { request } = await import('@/dataProvider/http');
    await expect(request('GET', 'catering')).rejects.toMatchObject({ status: 403 });
    expect(spy).toHaveBeenCalledWith(403);
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customerCare');
    fake.server.events.removeAllListeners();
  });
});
