/**
 * The one search box (src/search), in what only a browser shows: the shortcut by the key's place and the focus it
 * gives and gives back, a record opened from the results, the dialog filling a phone's screen, the calls an agent's
 * page makes (recorded), and axe with it open; English and Arabic by turns. Who searches what, "All N", Retry and
 * cancelling: tests/integration/search.test.tsx.
 */
import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { Audit } from './axe';
import {
  AGENT,
  ARABIC_SIGN_IN,
  callApi,
  chooseLanguage,
  listItems,
  shot,
  signInAsAdmin,
  submitSignIn,
} from './helpers';
import type { PromoCode, Ticket } from '@/dataProvider/types';

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 20_000 });

const firstOf = async <T>(page: Page, path: string) => (await callApi<{ data: T[] }>(page, path)).data[0];

test('Ctrl+K puts the focus in the box and Escape gives it back; a promo code opens its record, a ticket number and Enter open that ticket; axe finds nothing with it open', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const promo = await firstOf<PromoCode>(page, 'promo-codes?limit=1&page=3');
  const ticket = await firstOf<Ticket>(page, 'customer-care?limit=1&page=7');
  const listSearch = page.getByRole('textbox', { name: 'Search', exact: true });
  await listSearch.focus();

  await page.keyboard.press('Control+KeyK');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(listSearch).toBeFocused();

  await page.keyboard.press('Control+KeyK');
  await box.fill(promo.code.toLowerCase());
  const codes = page.getByRole('group', { name: 'Promo codes' });
  await expect(codes.getByRole('option').first()).toContainText(promo.code);
  await shot(page, 'search-en');
  const audit = new Audit(page, 'en');
  await audit.check('the search box with results');
  audit.expectClean();
  await codes.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`/promoCodes/${promo.code}$`));

  await page.keyboard.press('Control+KeyK');
  await box.fill(String(ticket.number));
  const first = page.getByRole('group', { name: 'Tickets' }).getByRole('option').first();
  await expect(first).toContainText(`#${ticket.number}`);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customerCare/${ticket.id}/show$`));
});

test("an agent's search on a phone, in Arabic: Ctrl with the Arabic layout's K opens it, the top bar's button opens it full screen; a phone typed 05… finds that customer's tickets, with no admin group and no call the agent may not make", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const calls: { path: string; query: URLSearchParams }[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (pathname.startsWith('/api/v1/')) calls.push({ path: pathname.slice('/api/v1/'.length), query: searchParams });
  });
  await page.goto('/login');
  await chooseLanguage(page, 'English', 'العربية');
  await submitSignIn(page, AGENT, undefined, ARABIC_SIGN_IN);
  await expect(listItems(page).first()).toBeVisible();
  const ticket = await firstOf<Ticket>(page, 'customer-care?limit=1&page=5');

  // Ctrl and the key that types "ن" on an Arabic layout: KeyK by its place.
  await page.evaluate(() =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { code: 'KeyK', key: 'ن', ctrlKey: true, bubbles: true, cancelable: true }),
    ),
  );
  const box = page.getByRole('combobox', { name: 'بحث' });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'بحث', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(box).toBeFocused();
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });

  await box.pressSequentially(`0${ticket.customer.phone.slice(4)}`);
  const found = page.getByRole('group', { name: 'التذاكر' });
  await expect(found.getByRole('option').first()).toContainText(`#${ticket.number}`);
  await expect(page.getByRole('listbox').getByRole('group')).toHaveCount(1);
  await shot(page, 'search-ar-phone');
  const audit = new Audit(page, 'ar');
  await audit.check('the search box on a phone');
  audit.expectClean();
  // The phone went out in its stored form, +9665…, as the list's search.
  expect(calls.some(({ path, query }) => path === 'customer-care' && query.get('q') === ticket.customer.phone)).toBe(
    true,
  );
  // Only sign-in, the session, customer care and the settings its targets are read from: nothing of an area the
  // agent may not open.
  expect(
    calls
      .map(({ path }) => path)
      .filter((path) => !/^(customer-care|settings$|system-user\/(login|profile))(\/|$)/.test(path)),
  ).toEqual([]);
});
