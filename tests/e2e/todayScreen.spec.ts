/**
 * The Today screen in the browser, on Monday 10:00 (the set clock): every card shows its figures at two of the
 * three sizes in each language (the laptops by turns, the phone in both), nothing scrolls sideways, axe finds
 * nothing, and the keyboard reaches every figure's link. The figures themselves, a failed card's Retry and the
 * per-branch fallback: tests/integration/todayScreen.test.tsx.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Audit } from './axe';
import { shot, signInAsAdmin, type Language } from './helpers';
import { messages } from '@/resources/today/messages';

test.use({ actionTimeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const LAPTOP = { en: { width: 1280, height: 720 }, ar: { width: 1366, height: 768 } } as const;
const PHONE = { width: 390, height: 844 };
/** react-admin's side-menu toggle (ra-language-english, i18n/raArabic.ts). */
const CLOSE_MENU = { en: 'Close menu', ar: 'إغلاق القائمة' } as const;

/** The links inside the cards, by their address and name. */
const cardLinks = (page: Page) =>
  page
    .locator('main section a[href]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.textContent}`));

/** The links the Tab key reaches, in order, until it comes back round (or `limit` presses). */
async function tabbedLinks(page: Page, limit: number): Promise<string[]> {
  await page.locator('body').focus();
  const reached: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLAnchorElement && el.closest('main section')
        ? `${el.getAttribute('href')} ${el.textContent}`
        : null;
    });
    if (focused) reached.push(focused);
  }
  return reached;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const today = messages[language].resources.today;
  const titles = [
    today.orders.title,
    today.care.title,
    today.promotions.title,
    today.loyalty.title,
    today.feedback.title,
    today.customers.title,
  ];

  test(`the Today screen in ${language}: every card at ${LAPTOP[language].width}×${LAPTOP[language].height} and on a phone, nothing sideways, axe clean, every figure reached by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP[language]);
    await signInAsAdmin(page, language, '/today');
    const nav = page.getByRole('menu');
    // Today is the admin's first entry.
    await expect(nav.getByRole('menuitem').first()).toHaveAccessibleName(messages[language].app.nav.today);
    for (const title of titles) {
      const card = page.getByRole('region', { name: title, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
      await expect(card.getByRole('alert')).toHaveCount(0);
    }
    // The seed leaves next week without loyalty items: the card warns, as a link to that week.
    await expect(
      page
        .getByRole('region', { name: today.loyalty.title, exact: true })
        .getByRole('status')
        .getByRole('link', { name: new RegExp(today.loyalty.nextWeekMissing) }),
    ).toBeVisible();
    // The orders card is complete: the chain's line, not a reading's progress.
    await expect(
      page.getByRole('region', { name: today.orders.title, exact: true }).getByRole('heading', { level: 3 }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const spill = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await spill()).toBeLessThanOrEqual(0);
    await shot(page, `today-${language}-laptop`);
    const audit = new Audit(page, `today (${language})`);
    await audit.check('on a laptop');

    const links = await cardLinks(page);
    expect(links.length).toBeGreaterThan(10);
    const reached = await tabbedLinks(page, links.length + 60);
    expect(new Set(reached)).toEqual(new Set(links));

    // The side menu open on a laptop would become the phone's drawer over the page: folded, as a phone starts.
    await page.getByRole('button', { name: CLOSE_MENU[language] }).click();
    // Its tooltip goes with the pointer.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('region', { name: today.customers.title, exact: true })).toBeVisible();
    expect(await spill()).toBeLessThanOrEqual(0);
    // Stacked: each card is as wide as the next.
    const widths = await page
      .locator('main section')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    await shot(page, `today-${language}-phone`);
    await audit.check('on a phone');
    audit.expectClean();
  });
}
