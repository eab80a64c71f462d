import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderApp, setUpFakeApi } from '../support/renderApp';

const fake = setUpFakeApi();

// The demo mailbox reads the page's own fake (in the browser, a service worker's); here the test's fake is that.
vi.mock('@/dataProvider/fake/browser', () => ({ mailsSentTo: (email: string) => fake.db.outbox.sentTo(email) }));

async function requestLink(email: string): Promise<string> {
  const user = userEvent.setup();
  await renderApp('/forget-password');
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  await screen.findByText(`If an account exists for ${email}, a link to set a new password has been sent to it.`);
  const [mail] = fake.db.outbox.all();
  return new URL(mail.link).search;
}

describe('forgot password', () => {
  it("warns 'please provide a valid email address' for an empty email and sends nothing", async () => {
    const user = userEvent.setup();
    await renderApp('/forget-password');
    await user.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('please provide a valid email address')).toBeInTheDocument();
    expect(fake.db.outbox.all()).toHaveLength(0);
  });

  it('shows a failed call as a toast and on the page with a Retry that sends again, and keeps the typed email', async () => {
    fake.server.use(
      http.post(`${API}system-user/forget-password`, () =>
        HttpResponse.json({ message: 'Mail service unavailable' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'agent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('The link could not be sent')).toBeInTheDocument();
    expect(screen.getAllByText('Mail service unavailable')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveValue('agent@example.com');
    expect(screen.queryByText(/a link to set a new password has been sent/)).toBeNull();
    fake.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/a link to set a new password has been sent/)).toBeInTheDocument();
    expect(screen.queryByText('The link could not be sent')).toBeNull();
  });

  it('sends a link and shows it in the demo mailbox', async () => {
    await requestLink('agent@example.com');
    const mailbox = await screen.findByTestId('demo-mailbox');
    expect(mailbox).toHaveTextContent('agent@example.com');
    expect(screen.getByRole('link', { name: 'Open the link' }).getAttribute('href')).toMatch(
      /\/reset-password\?token=/,
    );
  });
});

describe('reset password', () => {
  it("says 'This link is invalid, pls contact admin to send you new link' for an unknown token", async () => {
    await renderApp('/reset-password?token=not-a-real-token');
    expect(await screen.findByText('This link is invalid, pls contact admin to send you new link')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("refuses two different passwords with 'Password doesn't match', then saves matching ones and returns to sign-in", async () => {
    const search = await requestLink('agent@example.com');
    const user = userEvent.setup();
    const { router } = await renderApp(`/reset-password${search}`);
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm the new password'), 'brand-new-pas');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findAllByText("Password doesn't match")).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/reset-password');
    // The token has left the address bar.
    expect(router.state.location.search).toBe('');

    await user.type(screen.getByLabelText('Confirm the new password'), 's');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const login = await fetch(`${window.location.origin}/api/v1/system-user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@example.com', password: 'brand-new-pass' }),
    });
    expect(login.status).toBe(200);
  });
});
