import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, settle, shot, sideMenu, signInAdminIn, type Language } from './helpers';
import { LISTS, laptopProblems, measureList, openScreen, type ListFit } from './listFit';
import { drawnValues, type DrawnValue } from './drawnValues';

// Fourteen screens in one signed-in page: a long walk on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });

/**
 * The narrowest laptop staff use: a screen that fits it fits the wider ones (1366×768, and the 1400×900 window
 * of the audit that found the customers page 1673 px wide), which share its layout (MUI's `lg` breakpoint).
 * Each list of the menu is measured more closely as it is passed (listFit.ts): its columns, buttons and pages
 * inside the window, one line per row with no value broken, its row actions named icons, a Columns menu.
 */
const WINDOWS = [{ width: 1280, height: 720 }] as const;

interface Spill {
  screen: string;
  scrollWidth: number;
  menuInside: boolean;
  /** Side-menu entries whose label is cut short (beside its counts, say). */
  cutLabels: string[];
}

/** Arabic-Indic digits: Arabic screens write every number with Latin digits, as their dates do. */
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

/** How wide the page is against its window, whether the side menu is still inside it, and its labels whole. */
async function measure(page: Page, screen: string): Promise<Spill> {
  return page.evaluate((name) => {
    const menu = document.querySelector('[role="menu"]')?.getBoundingClientRect();
    return {
      screen: name,
      scrollWidth: document.documentElement.scrollWidth,
      menuInside: !!menu && menu.left >= 0 && menu.right <= window.innerWidth,
      cutLabels: [...document.querySelectorAll('.RaMenuItemLink-root .MuiTypography-root')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent ?? ''),
    };
  }, screen);
}

/**
 * The entries the spec (§2) names for an area while their screen shows one part of it: the screen is titled by that
 * part, in the list's plural. Every other entry's screen is titled as the entry reads.
 */
const AREA_OPENS_A_PART: Record<string, Record<Language, string>> = {
  // "Menus | /menus …": the menu's items.
  '/menus': { en: 'Menu items', ar: 'أصناف القائمة' },
  // "/customerCare (ticket list)".
  '/customerCare': { en: 'Tickets', ar: 'التذاكر' },
  // "/subscriptions (index redirects to subscribers)": the entry leads where its first sub-entry does.
  '/subscriptions/subscribers': { en: 'Subscribers', ar: 'المشتركون' },
};

const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

for (const [WINDOW, language] of WINDOWS.flatMap((size) => LANGUAGES.map((lang) => [size, lang] as const))) {
  test(`every screen of the side menu fits a ${WINDOW.width}×${WINDOW.height} window with the menu open, the menu stays in it, every list shows all its columns, buttons and pages on one line per row with its row actions as named icons and a Columns menu, each screen is titled as its menu entry reads (lists in the plural), numbers use Latin digits, and in Arabic each Latin value and phone reads in its own direction (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(WINDOW);
    await signInAdminIn(page, language);
    const entries = sideMenu(page)
      .getByRole('menuitem')
      .filter({ hasNot: page.locator('[href="/login"]') });
    const names = (await entries.allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => !/^(Logout|تسجيل الخروج)$/.test(text));
    expect(names.length).toBeGreaterThan(12);
    const spills: Spill[] = [];
    const titles: string[] = [];
    const mistitled: string[] = [];
    const otherDigits: string[] = [];
    const lists: ListFit[] = [];
    const backwards: string[] = [];
    const drawn: Record<DrawnValue['kind'], number> = { phone: 0, question: 0, latin: 0 };
    const heading = page.getByRole('heading', { level: 1 }).first();
    for (const name of names) {
      const shown = (await heading.textContent()) ?? '';
      const entry = sideMenu(page).getByRole('menuitem', { name, exact: true });
      const href = await entry.getAttribute('href');
      const leaves = new URL(page.url()).pathname !== href;
      await entry.click();
      // A lazy screen keeps the previous one on show until its code has come: measure the new one.
      if (leaves)
        await expect.poll(async () => (await heading.textContent()) ?? '', { timeout: 30_000 }).not.toBe(shown);
      await page.waitForLoadState('networkidle');
      // Lazy screens and their data settle after the network: give the layout a frame or two.
      await page.waitForTimeout(300);
      const path = new URL(page.url()).pathname;
      if ((LISTS as readonly string[]).includes(path) && !lists.some((fit) => fit.path === path)) {
        await expect(dataRows(page).first()).toBeVisible({ timeout: 20_000 });
        await settle(page);
        lists.push(await measureList(page, path));
        // Inside Arabic, each Latin value and phone reads in its own direction: a phone's "+" left of its digits,
        // an English question ending with its "?", a long English value cut at its end, never its start.
        if (language === 'ar')
          for (const value of await drawnValues(page)) {
            drawn[value.kind] += 1;
            if (value.backwards) backwards.push(`${path}: "${value.text}" drawn back to front`);
            if (value.startHidden) backwards.push(`${path}: "${value.text}" cut at its start`);
          }
        if (path === '/promoCodes' || path === '/customerCare')
          await shot(page, `list${path.replace('/', '-')}-${WINDOW.width}-${language}`);
      }
      const measured = await measure(page, name);
      if (measured.scrollWidth > WINDOW.width || !measured.menuInside || measured.cutLabels.length > 0)
        spills.push(measured);
      const title = (await heading.textContent()) ?? '';
      titles.push(title);
      const expected = href && href in AREA_OPENS_A_PART ? AREA_OPENS_A_PART[href][language] : name;
      if (href && title !== expected) mistitled.push(`${href}: menu "${name}", title "${title}"`);
      const text = await page.locator('main').innerText();
      if (ARABIC_INDIC.test(text))
        otherDigits.push(`${name}: ${text.match(new RegExp(`.{0,20}${ARABIC_INDIC.source}.{0,20}`))?.[0]}`);
    }
    await page.goto('/customers');
    await expect(page.getByRole('img').or(page.getByRole('table')).first()).toBeVisible({ timeout: 30_000 });
    await shot(page, `fit-customers-${WINDOW.width}-${language}`);
    expect(spills).toEqual([]);
    expect(mistitled).toEqual([]);
    expect(otherDigits).toEqual([]);
    expect(lists.map((fit) => fit.path).sort()).toEqual([...LISTS].sort());
    expect(lists.filter(laptopProblems)).toEqual([]);
    if (language === 'en') {
      // A wider laptop shows a dozen rows of the longest lists without scrolling.
      await page.setViewportSize({ width: 1366, height: 768 });
      for (const path of ['/customerCare', '/promoCodes']) {
        await openScreen(page, path);
        expect((await measureList(page, path)).rowsInView, path).toBeGreaterThanOrEqual(12);
      }
    }
    if (language === 'ar') {
      expect(backwards).toEqual([]);
      // The walk met what it is about: phones (tickets, branches, subscribers, settings) and an English question.
      expect(drawn.phone).toBeGreaterThan(10);
      expect(drawn.question).toBeGreaterThan(0);
      // List titles take the plural, not the dual ("عرضان", "رمزا خصم"…): react-admin names a list with a count of 2.
      expect(titles).toEqual(expect.arrayContaining(['العروض', 'رموز الخصم', 'التموين', 'التقييمات', 'التصنيفات']));
    }
  });
}
