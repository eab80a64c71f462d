/**
 * The orders board announces new work, on Monday 10:00 (the set clock): an order a customer places (the testers'
 * POST __fake/orders) is marked and counted in the tab's title after the board's 120 s refresh, and is late in
 * words 16 minutes after it was placed; the chosen sound plays once for a refresh that brings orders, never on a
 * first load; the board fits a laptop, a tablet both ways and a phone, and axe finds nothing with a marked card.
 * English and Arabic by turns. The rules themselves (what a day's opening marks, Acknowledge): the integration test
 * tests/integration/ordersBoardNews.test.tsx.
 */
import type { Page } from '@playwright/test';
import { expect, inTurns, test } from './fixtures';
import { Audit } from './axe';
import { callApi, dataRows, goInApp, listItems, shot, signInAsAdmin, type Language } from './helpers';
import type { Order } from '@/dataProvider/types';
import { messages } from '@/resources/branches/messages';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';

const slowExpect = expect.configure({ timeout: 30_000 });
test.use({ viewport: { width: 1366, height: 768 }, actionTimeout: 30_000 });

// Makkah - Al Naseem cancels an order left new after 30 minutes, so one can be late (15) before that; and its
// customers place nothing from 10:00 to 10:30 on the set Monday: the tester's orders are the only ones marked.
const BRANCH = 'br_0025';
const TITLE = 'Back-office';

/**
 * Opens the branch's board inside the running app and waits for its first answer: the orders placed so far that are
 * still under way, in whichever column (at 10:00 the newest may already be accepted).
 */
async function openBoard(page: Page, texts: Texts): Promise<void> {
  await goInApp(page, `/branches/${BRANCH}/orders`);
  const columns = Object.values(texts.columns).map((name) => page.getByRole('region', { name, exact: true }));
  const cards = columns.reduce((either, column) => either.or(column)).getByRole('article');
  await slowExpect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: texts.refresh })).toBeEnabled();
}

/** A customer places an order at the branch now (the page's clock), through the in-browser fake. */
const placeOrder = (page: Page) =>
  callApi<Order>(page, '__fake/orders', { method: 'POST', body: { branchId: BRANCH } });

type Texts = (typeof messages.en)['resources']['branches']['orders'];

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const texts = messages[language].resources.branches.orders as Texts;
  const durations = { en: appEn, ar: appAr }[language].app.duration;
  const inTurn = inTurns(language);
  const card = (page: Page, order: Order) =>
    page.getByRole('region', { name: texts.columns.new }).getByRole('article', { name: `#${order.number}` });

  /** The card's wait, "Waiting 2 min" or late, in the language of the turn. */
  const wait = (key: 'waiting' | 'late', minutes: number) =>
    texts[key].replace('{{time}}', durations.minutes.replace('{{minutes}}', String(minutes)));

  test.describe(`the orders board in ${language}`, () => {
    inTurn(
      'a placed order is marked and counted after the next refresh, and late in words 16 minutes on',
      async ({ page }) => {
        await signInAsAdmin(page, language);
        await openBoard(page, texts);
        await expect(page.getByText(texts.newOrder, { exact: true })).toHaveCount(0);
        expect(await page.title()).toBe(TITLE);

        const placed = await placeOrder(page);
        // The board's own 120 s refresh, not a click.
        await page.clock.fastForward('02:00');
        await expect(card(page, placed)).toHaveAccessibleName(`#${placed.number} ${texts.newOrder}`);
        await expect(page).toHaveTitle(`(1) ${TITLE}`);
        await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
          texts.newOrders_one.replace('{{count}}', '1'),
        );
        await expect(card(page, placed)).toContainText(wait('waiting', 2));
        // The minute timer moves the wait on; past the limit the card says it is late.
        await page.clock.fastForward('14:00');
        await expect(card(page, placed)).toContainText(wait('late', 16));

        await card(page, placed).getByRole('button', { name: texts.acknowledge }).click();
        await expect(card(page, placed)).toHaveAccessibleName(`#${placed.number}`);
        await expect(page).toHaveTitle(TITLE);
      },
    );

    inTurn(
      'on a phone the sound plays once for a refresh that brings orders, never on a first load; axe; it fits',
      async ({ page }) => {
        // A phone opens the app at its size (a page narrowed later keeps react-admin's side menu open over it).
        await page.setViewportSize({ width: 390, height: 844 });
        // Counts what the board plays instead of playing it.
        await page.addInitScript(() => {
          const counted = window as unknown as { plays: string[] };
          counted.plays = [];
          window.Audio = class {
            constructor(private readonly src: string) {}
            play() {
              counted.plays.push(this.src);
              return Promise.resolve();
            }
          } as unknown as typeof Audio;
        });
        const plays = () => page.evaluate(() => (window as unknown as { plays: string[] }).plays.length);
        await signInAsAdmin(page, language);
        await openBoard(page, texts);
        await page.getByRole('switch', { name: texts.sound }).check();

        // An order placed while the board is closed: the next opening is a first load, which marks and plays nothing.
        const before = await placeOrder(page);
        await goInApp(page, '/branches');
        // The list is shown, so the board has closed (a route change may keep the old screen until the next is ready).
        await expect(page.getByRole('region', { name: texts.columns.new })).toHaveCount(0);
        await expect(dataRows(page).or(listItems(page)).first()).toBeVisible();
        await openBoard(page, texts);
        await expect(page.getByRole('switch', { name: texts.sound })).toBeChecked();
        await expect(card(page, before)).toHaveAccessibleName(`#${before.number}`);
        expect(await plays()).toBe(0);

        const placed = await placeOrder(page);
        await page.getByRole('button', { name: texts.refresh }).click();
        await expect(card(page, placed)).toHaveAccessibleName(`#${placed.number} ${texts.newOrder}`);
        expect(await plays()).toBe(1);
        // A refresh that brings nothing new plays nothing.
        const answered = page.waitForResponse((response) => response.url().includes(`${BRANCH}/orders?`));
        await page.getByRole('button', { name: texts.refresh }).click();
        await answered;
        await expect(page.getByRole('button', { name: texts.refresh })).toBeEnabled();
        expect(await plays()).toBe(1);

        // Away from Refresh: on a phone it is an icon, whose tooltip while hovered sits outside the landmarks.
        await page.getByRole('heading', { name: texts.columns.new }).hover();
        const audit = new Audit(page, `orders board (${language})`);
        await audit.check('with a new order');
        audit.expectClean();
        await card(page, placed).scrollIntoViewIfNeeded();
        await shot(page, `orders-board-new-${language}-phone`);

        // Wider, to the tablet both ways and the laptop: never a sideways scroll.
        for (const size of [
          { width: 390, height: 844 },
          { width: 768, height: 1024 },
          { width: 1024, height: 768 },
          { width: 1366, height: 768 },
        ]) {
          await page.setViewportSize(size);
          await expect(card(page, placed)).toBeVisible();
          const spill = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(spill, `${size.width}×${size.height}`).toBeLessThanOrEqual(0);
        }
      },
    );
  });
}
