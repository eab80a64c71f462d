/**
 * Screens whose content follows today's date, with the browser's clock set to the days that differ: the orders
 * board opens on the local day (Riyadh's, also in the hours when UTC is still on the day before, and on the busy
 * Thursday), and a new offer or promo code starts today, with the days before it closed in its end date's
 * calendar. The loyalty week has its own spec; reset links and sessions expire in theirs.
 */
import { type Page } from '@playwright/test';
import { at, expect as baseExpect, test } from './fixtures';
import { dateShows } from './faults';
import { dataRows, goInApp, signInAsAdmin } from './helpers';
import { openScreen } from './listFit';

// Lazy chunks, a busy evening's orders, and a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

/** Opens the first branch's orders board. */
async function openOrdersBoard(page: Page): Promise<void> {
  await expect(dataRows(page).first()).toBeVisible();
  await dataRows(page).first().getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/branches\/[^/]+$/);
  await goInApp(page, `${new URL(page.url()).pathname}/orders`);
}

const BOARD_DAYS = [
  // 00:30 on Saturday in Riyadh is still Friday in UTC.
  { moment: at('2026-11-21', '00:30:00'), day: '2026-11-21', name: 'Saturday just after midnight' },
  { moment: at('2026-11-23', '10:00:00'), day: '2026-11-23', name: 'a Monday morning' },
  // Thursdays and Fridays are the busy days: more orders under way on the board.
  { moment: at('2026-11-26', '21:00:00'), day: '2026-11-26', name: 'a Thursday evening' },
];

for (const { moment, day, name } of BOARD_DAYS) {
  test.describe(`the orders board on ${name}`, () => {
    test.use({ today: moment });

    test(`opens on the local day ${day} and counts what each column shows`, async ({ page }) => {
      await signInAsAdmin(page);
      await openOrdersBoard(page);
      // The day field's hidden input holds the day it shows, as YYYY-MM-DD.
      await expect(page.locator('input[name="day"]')).toHaveValue(day);
      for (const column of ['New', 'Accepted', 'Out for fulfillment']) {
        const region = page.getByRole('region', { name: column });
        await expect(region.getByRole('article').or(region.getByText('No orders'))).not.toHaveCount(0);
        const cards = await region.getByRole('article').count();
        await expect(region.getByRole('heading', { name: column }).locator('xpath=..')).toHaveText(`${column}${cards}`);
      }
    });
  });
}

const FORM_DAYS = [
  { today: '2026-11-21', before: '20', name: 'Saturday' },
  { today: '2026-11-27', before: '26', name: 'Friday' },
];

for (const { today, before, name } of FORM_DAYS) {
  test.describe(`new offers and promo codes on ${name} ${today}`, () => {
    test.use({ today: at(today) });

    test(`/offers/create and /promoCodes/create start today, and the end date's calendar closes the days before (${name})`, async ({
      page,
    }) => {
      await signInAsAdmin(page, 'en', '/offers/create');
      for (const path of ['/offers/create', '/promoCodes/create']) {
        // One page load: the second form is opened inside the running app, and read once it has replaced the first.
        await openScreen(page, path, 'form');
        await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
        await dateShows(page, 'validFrom', today);
        await page
          .getByRole('group', { name: /^Valid to/ })
          .locator('xpath=..')
          .getByRole('button', { name: /Choose date/ })
          .click();
        const calendar = page.getByRole('dialog', { name: /Valid to/ });
        await expect(calendar, path).toBeVisible();
        await expect(calendar.getByRole('gridcell', { name: before, exact: true }), path).toBeDisabled();
        await expect(
          calendar.getByRole('gridcell', { name: String(Number(today.slice(8))), exact: true }),
          path,
        ).toBeEnabled();
        await page.keyboard.press('Escape');
        await expect(calendar).toHaveCount(0);
      }
    });
  });
}
