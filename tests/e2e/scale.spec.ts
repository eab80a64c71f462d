/**
 * The app on a chain ten times the spec's day (the in-browser fake at scale 10: 400 branches, a 640-item
 * category), on a laptop's screen. Each picker reaches the 350th branch by typing, and what it saved is read
 * back through the API; the menu order page sorts the whole 640-item category. The steps take turns between
 * English and Arabic: one signed-in page per language.
 */
import { type Locator, type Page } from '@playwright/test';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { raArabic } from '@/i18n/raArabic';
import { messages as menuTexts } from '@/resources/menus/messages';
import { messages as promoTexts } from '@/resources/promoCodes/messages';
import { messages as subscriptionTexts } from '@/resources/subscriptions/messages';
import type { Branch, MenuItem, PromoCode, Subscriber } from '@/dataProvider/types';
import { expect as baseExpect, test } from './fixtures';
import {
  callApi,
  dataRows,
  goInApp,
  settle,
  shot,
  signInAsAdmin,
  type Language,
  rowsMadeWay,
  heldStill,
  movedDown,
} from './helpers';
import { expectToast } from './toasts';

// A seed ten times the spec's day, seeded in the page, on a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000, viewport: { width: 1366, height: 768 }, ownContext: true });
test.describe.configure({ timeout: 240_000 });

const FAR = 'br_0350';
const BRANCHES = 400;
const BREAKFAST_ITEMS = 640;

const TEXT = {
  en: { save: 'Save', confirm: 'Confirm', app: appEn.app },
  ar: { save: raArabic.ra.action.save, confirm: raArabic.ra.action.confirm, app: appAr.app },
} as const;
const menus = (language: Language) => menuTexts[language].resources.menus;
const promos = (language: Language) => promoTexts[language].resources.promoCodes;
const subscriberTexts = (language: Language) => subscriptionTexts[language].resources.subscribers;
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const nameIn = (language: Language, name: { en: string; ar: string }) => name[language];

const api = callApi;

/** Types in a picker and picks the option of this exact name, once its search has answered. */
async function pickByTyping(page: Page, picker: Locator, typed: string, option: string): Promise<void> {
  await picker.click();
  await picker.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('scale 10 pickers and order', () => {
  // Drags follow the browser's own animation frames (fixtures.ts); nothing here depends on the day.
  test.use({ today: null });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('fake-scale', '10'));
  });

  test("English: the item form's branches and a subscriber's move reach the 350th of 400 branches by typing, and the API keeps them", async ({
    page,
  }) => {
    const language: Language = 'en';
    await signInAsAdmin(page, language);
    const far = await api<Branch>(page, `Branches/${FAR}`);
    const farName = nameIn(language, far.name);

    // The item form: 25 branches at first and a note of the 400, the 350th found by its name.
    const item = await api<MenuItem>(page, 'menu/it_0002/get');
    expect(item.branches).not.toContain(FAR);
    await goInApp(page, '/menus/it_0002');
    await expect(page.getByLabel(menus(language).fields.nameEn)).toHaveValue(item.name.en);
    const branches = page.getByRole('combobox', { name: new RegExp(`^${literal(menus(language).fields.branches)}`) });
    await branches.click();
    const note = fillIn(TEXT[language].app.pickers.moreMatches, { shown: 25, total: BRANCHES });
    await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(25);
    await pickByTyping(page, branches, farName, farName);
    await page.getByRole('button', { name: TEXT[language].save, exact: true }).click();
    await expectToast(page, menus(language).notifications.updated);
    expect((await api<MenuItem>(page, 'menu/it_0002/get')).branches).toEqual([...item.branches, FAR]);

    // A subscriber's move: a subscriber of another branch, found by mobile, moved to the 350th branch.
    const { data } = await api<{ data: Subscriber[] }>(page, 'subscriptions?page=1&limit=25');
    const subscriber = data.find((s) => s.branchId !== FAR);
    if (!subscriber) throw new Error('every subscriber of the first page is at the 350th branch');
    const texts = subscriberTexts(language);
    await goInApp(
      page,
      `/subscriptions/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: subscriber.mobile }))}`,
    );
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page).getByRole('button', { name: texts.changeBranch }).click();
    const dialog = page.getByRole('dialog', { name: fillIn(texts.changeBranchTitle, { name: subscriber.name }) });
    // By keyboard: the reference code leaves one branch, taken with the arrow and Enter.
    const newBranch = dialog.getByRole('combobox', { name: texts.newBranch });
    await newBranch.focus();
    await newBranch.pressSequentially(far.reference_code);
    await expect(page.getByRole('option')).toHaveText([farName]);
    // The options shown may be those of a shorter prefix, replaced by the full code's answer a moment later (and
    // the highlight with them): as staff would, press again while the field has not taken the branch.
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(newBranch).toHaveValue(farName, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await shot(page, 'scale-subscriber-move-en');
    await dialog.getByRole('button', { name: TEXT[language].confirm }).click();
    await expectToast(page, fillIn(texts.branchChanged, { name: subscriber.name }));
    const moved = await api<{ data: Subscriber[] }>(
      page,
      `subscriptions?page=1&limit=5&q=${encodeURIComponent(subscriber.mobile)}`,
    );
    expect(moved.data.find((s) => s.id === subscriber.id)).toMatchObject({ branchId: FAR, branchName: far.name });
  });

  test("Arabic: a promo code's branch scope reaches the 350th branch by its Arabic name, and the order page sorts the 640-item category by keyboard; the API keeps both", async ({
    page,
  }) => {
    const language: Language = 'ar';
    await signInAsAdmin(page, language);
    const far = await api<Branch>(page, `Branches/${FAR}`);
    const farName = nameIn(language, far.name);

    // A promo code's branch scope.
    const { data: codes } = await api<{ data: PromoCode[] }>(page, 'promo-codes?page=1&limit=25&type=cart');
    const promo = codes.find((p) => !p.branches.includes(FAR));
    if (!promo) throw new Error('every cart code of the first page is at the 350th branch');
    await goInApp(page, `/promoCodes/${promo.code}`);
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${literal(promos(language).fields.name)}`) }),
    ).toHaveValue(promo.name);
    const scope = page.getByRole('combobox', { name: new RegExp(`^${literal(promos(language).fields.branches)}`) });
    await pickByTyping(page, scope, farName, farName);
    await page.getByRole('button', { name: TEXT[language].save, exact: true }).click();
    await expectToast(page, promos(language).notifications.updated);
    expect((await api<PromoCode>(page, `promo-codes/${promo.code}`)).branches).toEqual([...promo.branches, FAR]);

    // The menu order page: every one of Breakfast's 640 items, the first moved one place down by keyboard.
    const breakfast = () =>
      api<{ data: MenuItem[]; total: number }>(page, 'menu?categoryId=cat_01&sort=order&order=ASC&page=1&limit=1000');
    const before = (await breakfast()).data.map((i) => i.id);
    expect(before).toHaveLength(BREAKFAST_ITEMS);
    await goInApp(page, '/menus/sort');
    const list = page.getByRole('list', { name: fillIn(menus(language).sort.items, { category: 'الفطور' }) });
    const rows = list.getByRole('listitem');
    // The page renders the rows near the screen only; each says where it stands among all 640, and the last is
    // reached by scrolling.
    await expect(rows.first()).toHaveAttribute('aria-setsize', String(BREAKFAST_ITEMS));
    const last = list.locator(`li[aria-posinset="${BREAKFAST_ITEMS}"]`);
    // Scrolled again until it shows: the page may still be growing to its full height when first scrolled.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return last.evaluateAll((found) => found[0]?.getAttribute('data-sortable-id') ?? null);
      })
      .toBe(before[BREAKFAST_ITEMS - 1]);
    await expect(last).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.endsWith('/menu/item/sort'),
    );
    const handle = rows.first().getByRole('button').first();
    await handle.focus();
    await expect.poll(() => heldStill(handle)).toBe(true);
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // Two steps of 25 px move a 52 px row one place.
    for (const step of [1, 2]) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => movedDown(rows.first())).toBeGreaterThanOrEqual(step * 25);
    }
    await expect.poll(() => rowsMadeWay(list)).toBe(true);
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await expect
      .poll(async () => await rows.evaluateAll((all) => all.slice(0, 2).map((r) => r.getAttribute('data-sortable-id'))))
      .toEqual([before[1], before[0]]);
    await shot(page, 'scale-menu-order-ar');
    const after = await breakfast();
    expect(after.total).toBe(BREAKFAST_ITEMS);
    expect(after.data.map((i) => i.id)).toEqual([before[1], before[0], ...before.slice(2)]);
  });
});

/** A label as a regular expression's literal text (the item form's has parentheses). */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
