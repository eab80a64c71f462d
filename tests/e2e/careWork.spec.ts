/**
 * Customer care's work finds the staff, on Monday 10:00 (the set clock): a ticket a customer opens (the testers'
 * POST __fake/tickets) raises the count on the side menu and in the tab's title at the next 120 s refresh; a
 * ticket's Previous and Next (and J and K) follow the list as filtered, and its phone opens the list searched by it;
 * the ticket screen with its shortcuts and the list most urgent first fit, and axe finds nothing. English and Arabic
 * by turns. The rules themselves (no call for a role that cannot open an area, no count at 0, catering, the keys on
 * an Arabic layout): tests/integration/careWork and careQueue.
 */
import type { Page } from '@playwright/test';
import { expect, inTurns, test } from './fixtures';
import { Audit } from './axe';
import { callApi, dataRows, goInApp, listItems, shot, sideMenu, signInAsAdmin, type Language } from './helpers';
import type { Ticket } from '@/dataProvider/types';
import { messages } from '@/resources/customerCare/messages';
import { appEn } from '@/i18n/en';
import { appAr } from '@/i18n/ar';

const TITLE = 'Back-office';
const APP = { en: appEn.app, ar: appAr.app } as const;
/** react-admin's side-menu toggle (ra-language-english, i18n/raArabic.ts). */
const CLOSE_MENU = { en: 'Close menu', ar: 'إغلاق القائمة' } as const;

test.use({ actionTimeout: 20_000, viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 90_000 });

/** The tickets of a status as the list shows them first (newest first). */
const listed = (page: Page, status: string) =>
  callApi<{ data: Ticket[]; total: number }>(
    page,
    `customer-care?status=${status}&sort=createdAt&order=DESC&page=1&limit=3`,
  );

/** Opens the care list filtered by status, inside the running app, and waits for its first row, `first`. */
async function openFiltered(page: Page, status: string, first: Ticket) {
  await goInApp(page, `/customerCare?filter=${encodeURIComponent(JSON.stringify({ status }))}`);
  // (The screen left keeps its rows until the list's code has come.)
  await expect(dataRows(page).first()).toContainText(`#${first.number}`, { timeout: 20_000 });
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const care = messages[language].resources.customerCare;
  const app = APP[language];
  const careEntry = messages[language].app.nav.customerCare;
  const inTurn = inTurns(language);
  // The seed's older waiting tickets are past their answer target: the count of them is tests/integration/careWork's.
  const newCount = (count: number) => {
    const [before, after] = app.workQueue.newAndOverdue.replace('{{count}}', String(count)).split('{{overdue}}');
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^${literal(before)}\\d+${literal(after)}$`);
  };
  const position = (index: number, total: number) =>
    app.workQueue.position.replace('{{index}}', String(index)).replace('{{total}}', String(total));

  test.describe(`customer care's work in ${language}`, () => {
    inTurn(
      'a ticket a customer opens raises the count of new tickets on the menu and in the tab title at the next refresh',
      async ({ page }) => {
        await signInAsAdmin(page, language, '/customerCare');
        // The tickets shown: the in-page fake that answers the count below is running.
        await expect(dataRows(page).first()).toBeVisible();
        const before = (await listed(page, 'new')).total;
        const entry = sideMenu(page).getByRole('menuitem', { name: careEntry, exact: true });
        await expect(entry).toHaveAccessibleDescription(newCount(before));
        await expect(page).toHaveTitle(`(${before}) ${TITLE}`);

        await callApi<Ticket>(page, '__fake/tickets', {
          method: 'POST',
          body: { subject: 'Wrong drink in my order', phone: '0501234567' },
        });
        // Nothing moves before the refresh; the app's own 120 s refresh counts it.
        await expect(entry).toHaveAccessibleDescription(newCount(before));
        await page.clock.fastForward(120_000);
        await expect(entry).toHaveAccessibleDescription(newCount(before + 1));
        await expect(page).toHaveTitle(`(${before + 1}) ${TITLE}`);
        await shot(page, `care-count-${language}`);

        // Most urgent first: the waiting tickets as the API can order them, said on the list; it fits a laptop.
        await page.getByRole('button', { name: care.order.urgent }).click();
        await expect(page.getByText(care.order.urgentNote)).toBeVisible();
        await expect(page.getByRole('button', { name: care.order.urgent })).toHaveAttribute('aria-pressed', 'true');
        await page.setViewportSize({ width: 1280, height: 720 });
        await expect(dataRows(page).first()).toBeVisible();
        const spill = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(spill).toBeLessThanOrEqual(0);
        const audit = new Audit(page, `urgent tickets (${language})`);
        await audit.check('most urgent first');
        audit.expectClean();
        await shot(page, `care-urgent-${language}`);
        await page.getByRole('button', { name: care.order.date }).click();
        await goInApp(page, '/branches');
        await expect(page).toHaveTitle(TITLE);
      },
    );

    inTurn(
      'Previous and Next follow the filtered list, the phone opens its tickets; the ticket fits a laptop, a tablet and a phone, and axe is clean',
      async ({ page }) => {
        await signInAsAdmin(page, language);
        const { data, total } = await listed(page, 'reopened');
        const [first, second] = data;
        await openFiltered(page, 'reopened', first);
        await dataRows(page).first().click();
        await expect(page).toHaveURL(new RegExp(`/customerCare/${first.id}/show$`));
        const nav = page.getByRole('navigation', { name: care.browse.label });
        await expect(nav).toContainText(position(1, total));
        await expect(nav.getByRole('button', { name: care.browse.previous })).toBeDisabled();

        // Keyboard: the link is reached and followed like any other.
        await nav.getByRole('link', { name: care.browse.next }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/customerCare/${second.id}/show$`));
        await expect(page.getByRole('heading', { name: second.subject })).toBeVisible();
        await expect(nav).toContainText(position(2, total));

        // The ticket's clock, in words (its rules: tests/unit/ticketClocks), and the targets it counts with.
        await expect(page.getByText(care.targets.used.split('{{')[0])).toBeVisible();
        const audit = new Audit(page, `ticket screen (${language})`);
        await audit.check('with Previous and Next');
        await page.keyboard.press('Shift+Slash');
        await expect(page.getByRole('dialog', { name: care.keys.title })).toBeVisible();
        await audit.check('with its keyboard shortcuts');
        await page.keyboard.press('Escape');

        for (const size of [
          { width: 1366, height: 768 },
          { width: 768, height: 1024 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(size);
          await expect(nav.getByRole('link', { name: care.browse.previous })).toBeVisible();
          const spill = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(spill, `${size.width}×${size.height}`).toBeLessThanOrEqual(0);
          if (size.width === 1366) await shot(page, `care-ticket-prev-next-${language}-laptop`);
          // The side menu open on a tablet would become the phone's drawer over the page: folded, as a phone starts.
          if (size.width === 768) await page.getByRole('button', { name: CLOSE_MENU[language] }).click();
        }
        await shot(page, `care-ticket-prev-next-${language}-phone`);
        await audit.check('on a phone');
        audit.expectClean();

        await nav.getByRole('link', { name: care.browse.previous }).click();
        await expect(page).toHaveURL(new RegExp(`/customerCare/${first.id}/show$`));
        // J, by the key's place, is Next too (other layouts and the keys' rules: tests/integration/careQueue).
        await page.keyboard.press('KeyJ');
        await expect(page).toHaveURL(new RegExp(`/customerCare/${second.id}/show$`));
        await expect(nav).toContainText(position(2, total));
        await page.keyboard.press('KeyK');
        await expect(page).toHaveURL(new RegExp(`/customerCare/${first.id}/show$`));

        await page.getByRole('link', { name: care.browse.samePhone }).click();
        await expect(page).toHaveURL(/\/customerCare\?/);
        const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as unknown;
        expect(filter).toEqual({ q: first.customer.phone });
        // On the phone the list's items show the phone; the caller's tickets are newest first, this one among them.
        await expect(listItems(page).first()).toContainText(first.customer.phone);
        await expect(listItems(page).filter({ hasText: `#${first.number}` })).toHaveCount(1);
      },
    );
  });
}
