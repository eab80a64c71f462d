import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';
import { openScreen } from './listFit';

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

// Each list's Latin values and phones, drawn in their own direction inside Arabic, are measured in fit.spec.ts's
// Arabic walk of the side menu (drawnValues.ts).
test.describe('values that read left to right inside Arabic', () => {
  test('a promo code\'s uses read "used / total" left to right, then "(غير محدود)" in Arabic order after them; an English comment on the Arabic ticket screen ends with its full stop, and starts at the screen’s start', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'ar', '/promoCodes');
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

    // The tickets' own rows, not the promo codes' still on show while the list's code comes.
    await openScreen(page, '/customerCare');
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
