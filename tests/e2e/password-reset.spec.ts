import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGENT, DEMO_PASSWORD, shot, submitSignIn } from './helpers';
import { expectToast } from './toasts';

const NEW_PASSWORD = 'fresh-pass-2026';

/** /login -> "Forgot your password?" -> the agent's address -> the success message. */
async function requestResetLink(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(AGENT);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${AGENT}` })).toBeVisible();
}

/** The Demo mailbox box shows the link the fake "sent"; following it opens the form without the token in the address. */
async function followMailboxLink(page: Page): Promise<void> {
  const mailbox = page.getByRole('alert').filter({ hasText: 'Demo mailbox' });
  await expect(mailbox).toBeVisible();
  const link = mailbox.getByRole('link', { name: 'Open the link' });
  await expect(link).toHaveAttribute('href', /\/reset-password\?token=.+/);
  await shot(page, 'forgot-password-mailbox');
  await link.click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Confirm the new password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(page.url()).not.toContain('token');
}

async function fillNewPassword(page: Page, password: string, confirm: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Save password' }).click();
}

test.describe('password reset', () => {
  test('forgot password -> demo mailbox link -> new password: the new password signs in, the old one is refused', async ({
    page,
  }) => {
    // The empty submit and every step after the mismatch raise react-admin notifications.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

    await page.getByRole('button', { name: 'Send link' }).click();
    await expectToast(page, 'please provide a valid email address');

    await requestResetLink(page);
    await followMailboxLink(page);

    await fillNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}-typo`);
    await expect(page.getByText("Password doesn't match").first()).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
    await shot(page, 'reset-password-mismatch');

    await fillNewPassword(page, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Your password has been changed');

    await submitSignIn(page, AGENT, DEMO_PASSWORD);
    await expectToast(page, 'Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    await submitSignIn(page, AGENT, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/customerCare$/);
  });

  // A bogus link's message: tests/integration/passwordPages, and a link past its hour below.
});

test.describe('a reset link lasts one hour', () => {
  for (const { after, opens } of [
    { after: '59:00', opens: true },
    { after: '01:01:00', opens: false },
  ]) {
    test(`followed ${after} after it was sent, it ${opens ? 'opens the new-password form' : 'says it is invalid'}`, async ({
      page,
    }) => {
      await page.goto('/forget-password');
      await requestResetLink(page);
      const link = page
        .getByRole('alert')
        .filter({ hasText: 'Demo mailbox' })
        .getByRole('link', { name: 'Open the link' });
      await expect(link).toHaveAttribute('href', /\/reset-password\?token=.+/);
      await page.clock.fastForward(after);
      await link.click();
      if (opens) {
        await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      } else {
        await expect(page.getByText('This link is invalid, pls contact admin to send you new link')).toBeVisible();
        await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
      }
    });
  }
});
