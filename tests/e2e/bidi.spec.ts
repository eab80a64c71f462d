import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, settle, sideMenu, signInAdminIn, signInAsAdmin } from './helpers';
import { LISTS } from './listFit';

test.describe.configure({ timeout: 120_000 });

/** Where a character is drawn: the left edge of its first occurrence in the element's text. */
async function leftOf(element: Locator, character: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = node.textContent?.indexOf(wanted) ?? -1;
      if (index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + wanted.length);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`"${wanted}" is not in ${root.textContent}`);
  }, character);
}

/** A value of a list as drawn: what it reads, and what of it is out of its own direction. */
interface DrawnValue {
  text: string;
  kind: 'phone' | 'question' | 'latin';
  /** Its first character is drawn right of its last one: a phone's "+" after its digits, a "?" before a sentence. */
  backwards: boolean;
  /** Cut short at its start: its first character is drawn outside its cell or chip. */
  startHidden: boolean;
}

/**
 * Every value on the list's screen written in Latin letters or as a phone, with no Arabic in it, in a table
 * cell or a chip: where its first and last characters are drawn. Values carrying bidi controls of their own
 * (hostile overrides in the seed) are left out: they are drawn as their controls say.
 */
async function drawnValues(page: Page): Promise<DrawnValue[]> {
  return page.evaluate(() => {
    const found: DrawnValue[] = [];
    const main = document.getElementById('main-content') ?? document.body;
    for (const box of main.querySelectorAll('tbody td, .MuiChip-label')) {
      const text = (box.textContent ?? '').trim();
      if (/[\u0600-\u06ff\u202a-\u202e\u2066-\u2069\u200e\u200f]/.test(text)) continue;
      const kind = /^\+\d{6,15}$/.test(text)
        ? 'phone'
        : /^[A-Za-z][^?]*\?$/.test(text)
          ? 'question'
          : /^[A-Za-z+]/.test(text)
            ? 'latin'
            : null;
      if (!kind) continue;
      // Its first and last characters, across its text nodes (an isolate or a link may split it).
      const chars: [Text, number][] = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
        for (let i = 0; i < node.data.length; i += 1) if (node.data[i].trim()) chars.push([node, i]);
      if (chars.length < 2) continue;
      const drawn = ([node, index]: [Text, number]) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect();
      };
      const first = drawn(chars[0]);
      const last = drawn(chars[chars.length - 1]);
      const outer = box.getBoundingClientRect();
      found.push({
        text,
        kind,
        backwards: first.left > last.left,
        startHidden: first.left < outer.left - 0.5 || first.right > outer.right + 0.5,
      });
    }
    return found;
  });
}

/** Opens a list from the side menu, as staff do, and waits for its own rows (not the previous screen's). */
async function openFromMenu(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path)
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('#main-content *')) el.setAttribute('data-left', '');
    });
  // A group's heading may link to its first entry too: the entry itself is the last link.
  await sideMenu(page).locator(`a[href="${path}"]`).last().click();
  await expect(dataRows(page).and(page.locator(':not([data-left])')).first()).toBeVisible({ timeout: 20_000 });
  await settle(page);
}

test.describe('values that read left to right inside Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdminIn(page, 'ar');
  });

  test('every list of the side menu draws each Latin value and phone in its own direction: a phone\'s "+" left of its digits, an English question ending with its "?", a long English value cut at its end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const menu = await sideMenu(page)
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const lists = [...new Set(menu)].filter((path) => (LISTS as readonly string[]).includes(path));
    expect([...lists].sort()).toEqual([...LISTS].sort());
    const wrong: string[] = [];
    const measured: Record<DrawnValue['kind'], number> = { phone: 0, question: 0, latin: 0 };
    for (const path of lists) {
      await openFromMenu(page, path);
      for (const value of await drawnValues(page)) {
        measured[value.kind] += 1;
        if (value.backwards) wrong.push(`${path}: "${value.text}" drawn back to front`);
        if (value.startHidden) wrong.push(`${path}: "${value.text}" cut at its start`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk met what it is about: phones (tickets, branches, subscribers, settings) and an English question.
    expect(measured.phone).toBeGreaterThan(10);
    expect(measured.question).toBeGreaterThan(0);
  });

  test('a promo code\'s uses read "used / total" left to right, then "(غير محدود)" in Arabic order after them', async ({
    page,
  }) => {
    await page.goto('/promoCodes');
    const row = dataRows(page).filter({ hasText: 'غير محدود' }).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    const cell = row.getByRole('cell').filter({ hasText: 'غير محدود' });
    const [used, total] = ((await cell.textContent()) ?? '')
      .split('(')[0]
      .split('/')
      .map((part) => part.trim());
    // Right to left: the count comes first (on the right), the Arabic words after it (on its left).
    expect(await leftOf(cell, 'غير')).toBeLessThan(await leftOf(cell, '/'));
    // Inside the count, left to right: used, then the total.
    expect(await leftOf(cell, used)).toBeLessThan(await leftOf(cell, `/ ${total}`));
  });
});

test.describe('text typed in the other language', () => {
  test('an English comment on the Arabic ticket screen ends with its full stop, and starts at the screen’s start', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'ar', '/customerCare');
    await dataRows(page).first().click();
    const comment = 'Refund sent to the customer today.';
    await page.getByLabel('تعليق جديد').fill(comment);
    await page.getByRole('button', { name: 'إضافة تعليق' }).click();
    // Posted: the box empties (until then the typed text is the box's, which has no text of its own to measure).
    await expect(page.getByLabel('تعليق جديد')).toHaveValue('', { timeout: 30_000 });
    const shown = page.getByText(comment, { exact: true });
    await expect(shown).toBeVisible({ timeout: 30_000 });
    // Its own direction: the full stop is drawn right of "today", not at the sentence's left end.
    expect(await leftOf(shown, '.')).toBeGreaterThan(await leftOf(shown, 'today'));
    // Lined up with the card's right edge, as the Arabic around it.
    const card = shown.locator('xpath=ancestor::*[contains(@class, "MuiPaper-root")][1]');
    const [text, box] = await Promise.all([
      shown.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect();
      }),
      card.boundingBox(),
    ]);
    expect(box).not.toBeNull();
    expect(box!.x + box!.width - (text.x + text.width)).toBeLessThan(24);
    await page.screenshot({ path: 'test-results/e2e-artifacts/bidi-english-comment-ar.png' });
  });
});
