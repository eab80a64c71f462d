/**
 * A load that fails, in the browser: a list's call dropped by the service worker (a real failed fetch in
 * Chromium) is said in place and in a toast, the list counts no rows, and Retry loads it; and going offline
 * and back. Every other screen's failures (a 500, a 502 with an HTML body, a 404, a record's "does not exist"),
 * the signed-out pages' and the customer look-up's are tests/integration/loadFailures.test.tsx's: the whole
 * app against the same fake and its faults switch.
 */
import { type Page } from '@playwright/test';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { raArabic } from '@/i18n/raArabic';
import { expect, test } from './fixtures';
import { armFault, watchCalls } from './faults';
import { dataRows, goInApp, signInAdminIn, signInAsAdmin } from './helpers';

// The offline test takes its context off the network: a context of its own.
test.use({ ownContext: true });
import { expectToast } from './toasts';

test.describe.configure({ timeout: 180_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

const APP = { en: appEn.app, ar: appAr.app };
const SAVE = { en: 'Save', ar: raArabic.ra.action.save };

/** The in-browser fake starts on the app's first call or once the browser is idle: the faults switch is there then. */
async function fakeStarted(page: Page): Promise<void> {
  await expect
    // A navigation still under way destroys the page's context: that try reads as "not yet".
    .poll(
      () =>
        page
          .evaluate(async () => (await fetch('/api/v1/__fake/faults')).headers.get('content-type') ?? '')
          .catch(() => ''),
      { timeout: 20_000 },
    )
    .toContain('json');
}

test('a list (promo codes): a lost connection is said in place and toasted, the list counts no rows, and Retry loads it', async ({
  page,
}) => {
  const texts = APP.en;
  await signInAdminIn(page, 'en');
  // A fresh start on a screen that loads nothing (the not-found page), so no cached answer hides the fault.
  await page.goto('/no-such-screen');
  await slowExpect(page.getByText(texts.errors.notFoundHint)).toBeVisible();
  await fakeStarted(page);
  await armFault(page, { mode: 'network', count: 1, path: 'promo-codes' });
  const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: texts.load.retry }) });
  // Gone to inside the app: a reload would restart the in-browser fake and disarm the fault.
  await Promise.all([expectToast(page, texts.errors.network), goInApp(page, '/promoCodes')]);
  await slowExpect(alert).toBeVisible();
  await expect(alert).toContainText(texts.errors.network);
  await expect(alert).toContainText(texts.load.failed);
  expect(new URL(page.url()).pathname, 'the failed screen keeps its address').toBe('/promoCodes');
  await expect(dataRows(page)).toHaveCount(0);
  // No empty state and no page count for rows that were never read.
  await expect(page.locator('.MuiTablePagination-root')).toHaveCount(0);
  const where = page.url();
  await alert.getByRole('button', { name: texts.load.retry }).click();
  await slowExpect(dataRows(page).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(page.url(), 'the address stays through the failure and the retry').toBe(where);
});

for (const language of ['en', 'ar'] as const) {
  test(`offline: a bar says so, Save stays off and no write leaves; back online the bar goes and the screen loads again, what was typed kept (${language})`, async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page, language, '/settings/min_order_value');
    const value = page.locator('[name="value"]');
    await slowExpect(value).toBeVisible();
    await value.fill('77');
    const save = page.getByRole('button', { name: SAVE[language], exact: true });
    await expect(save).toBeEnabled();
    const writes = watchCalls(page, { method: 'PATCH', path: /\/api\/v1\/settings\// });

    await context.setOffline(true);
    const bar = page.getByRole('status').filter({ hasText: APP[language].load.offline });
    await expect(bar).toBeVisible();
    await expect(save).toBeDisabled();
    await save.click({ force: true, timeout: 2000 }).catch(() => undefined);

    const reads = watchCalls(page, { method: 'GET', path: /\/api\/v1\/settings$/ });
    await context.setOffline(false);
    await expect(bar).toHaveCount(0);
    await expect.poll(() => reads.count(), { message: 'the screen loads again once online' }).toBeGreaterThan(0);
    await expect(value).toHaveValue('77');
    expect(writes.count(), 'no save left while offline').toBe(0);

    await save.click();
    await slowExpect(page).toHaveURL(/\/settings$/);
    expect(writes.count()).toBe(1);
    writes.stop();
    reads.stop();
  });
}
