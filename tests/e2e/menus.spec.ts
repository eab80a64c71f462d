import { type Locator, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { dataRows, heldStill, movedDown, rowsMadeWay, settle, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

// These screens load lazy chunks and 400 items; on a shared 2-core machine under load the default
// 10 s per step was seen to run out, so this file waits longer per step (not per test run).
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
/** The ordering board's save of a category's order: a reload before its answer would read the old order. */
const itemsSortSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/menu/item/sort'),
  );

test.describe.configure({ timeout: 180_000 });
// Nothing here depends on the day, and the drags follow the browser's own animation frames (see fixtures.ts).
test.use({ today: null });

/** The ids of a sortable list's rows, top to bottom. */
const idsOf = (list: Locator) =>
  list.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-sortable-id')));
const namesOf = (list: Locator) =>
  list.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

/**
 * Focus a row's handle, lift it with Space, move it down by 25 px steps, drop it with Space. The page
 * is left where it is: near the window's bottom edge the page scrolls along with the row.
 */
async function dragByKeyboard(page: Page, list: Locator, name: string, steps: number, handleLabel = 'Move') {
  const handle = list.getByRole('button', { name: `${handleLabel} ${name}`, exact: true });
  await handle.focus();
  // dnd-kit measures the rows as a drag starts: a page still loading or scrolling (focus scrolls to the handle)
  // would move the lifted row by that much more than its steps.
  await settle(page);
  await expect.poll(() => heldStill(handle)).toBe(true);
  await page.keyboard.press('Space');
  // dnd-kit marks the lifted row's handle as pressed; arrows before that would be lost.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const row = handle.locator('xpath=ancestor::li[1]');
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('ArrowDown');
    // When the page scrolls with the row, dnd-kit learns of the scroll a frame later; a person's next
    // key press comes after that, so wait for the row to have moved by this step.
    // (A scroll dnd-kit makes as the drag starts can add to the first step.)
    await expect.poll(() => movedDown(row)).toBeGreaterThanOrEqual(step * 25);
  }
  await expect.poll(() => rowsMadeWay(list)).toBe(true);
  await page.keyboard.press('Space');
}

async function dragByMouse(page: Page, handle: Locator, target: Locator) {
  await page.waitForLoadState('networkidle');
  await handle.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('menus', () => {
  test('creates a combo with two components and a photo, reorders its components by keyboard and by mouse, and a reload keeps the order', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/menus/itemDetails');
    await page.getByLabel('Name (English)').fill('Browser Combo');
    await page.getByLabel('Name (Arabic)').fill('وجبة المتصفح');
    await chooseOption(page, 'Type', 'Combo');
    await chooseOption(page, 'Category', 'Combos');
    await page.getByLabel('Price (SAR)').fill('59');
    const components = page.getByRole('heading', { name: 'Components' }).locator('xpath=../..');
    for (const [index, name] of ['Classic Shakshuka', 'Classic Foul'].entries()) {
      await components.getByRole('button', { name: 'Add' }).click();
      await components.getByRole('combobox').nth(index).fill(name.split(' ')[1]);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await page.getByLabel('Add photo').setInputFiles({
      name: 'dish.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await shot(page, 'menus-combo-new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Item created');
    await expect(page).toHaveURL(/\/menus\/it_[0-9a-f]+$/);

    const order = page.getByRole('list', { name: 'Order of the Components (saved when dropped)' });
    await expect(order.getByRole('listitem')).toHaveCount(2);
    expect(await namesOf(order)).toEqual(['Classic Shakshuka', 'Classic Foul']);
    // The order is saved by its own call on drop; a reload before its answer would cancel it with the page.
    const orderSaved = () =>
      page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes('/menu/items-combo/sort/'),
      );
    let saved = orderSaved();
    await dragByKeyboard(page, order, 'Classic Shakshuka', 2);
    await expect.poll(() => namesOf(order)).toEqual(['Classic Foul', 'Classic Shakshuka']);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => namesOf(order)).toEqual(['Classic Foul', 'Classic Shakshuka']);

    saved = orderSaved();
    await dragByMouse(
      page,
      order.getByRole('button', { name: 'Move Classic Shakshuka' }),
      order.getByRole('listitem').first(),
    );
    await expect.poll(() => namesOf(order)).toEqual(['Classic Shakshuka', 'Classic Foul']);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => namesOf(order)).toEqual(['Classic Shakshuka', 'Classic Foul']);
    await shot(page, 'menus-combo-edit');
  });

  test("reorders a category's items by keyboard on the ordering board, and a reload keeps the order", async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/menus/sort');
    const items = page.getByRole('list', { name: 'Items of Breakfast' });
    await expect(items.getByRole('listitem')).toHaveCount(16);
    const before = await idsOf(items);
    const saved = itemsSortSaved(page);
    await dragByKeyboard(page, items, 'Classic Shakshuka', 2);
    await expect.poll(() => idsOf(items)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect((await saved).ok()).toBe(true);
    await shot(page, 'menus-sort');
    await page.reload();
    await expect.poll(() => idsOf(items)).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  // The import (a wrong password, then the right one, and what changed): tests/integration/menuSyncAndBranches.

  test("overrides an item's price for one branch, kept after a reload", async ({ page }) => {
    await signInAsAdmin(page, 'en', '/menus/branches');
    await page.getByLabel('Choose a branch').click();
    const first = page.getByRole('option').first();
    const branch = (await first.textContent()) ?? '';
    await first.click();
    const price = page.getByLabel('Branch price (SAR): Classic Shakshuka');
    await price.fill('13.5');
    await page.getByRole('button', { name: 'Save: Classic Shakshuka' }).click();
    await expectToast(page, 'Branch price saved');
    await page.reload();
    await page.getByLabel('Choose a branch').click();
    await page.getByRole('option', { name: branch, exact: true }).click();
    await expect(page.getByLabel('Branch price (SAR): Classic Shakshuka')).toHaveValue('13.5');
    await shot(page, 'menus-branch-override');
  });

  test('the menu screen in Arabic: right-to-left, Arabic names and headers, prices in SAR', async ({ page }) => {
    await signInAsAdmin(page, 'ar', '/menus');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'الاشتراكات' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'السعرات الحرارية' })).toBeVisible();
    await expect(dataRows(page).first()).toContainText('شكشوكة كلاسيك');
    await expect(dataRows(page).first()).toContainText('الفطور');
    await expect(dataRows(page).first()).toContainText('ر.س');
    await shot(page, 'menus-ar');
  });

  test('in Arabic, moves a row from the lower half of the window two places down by keyboard, and a reload keeps the order', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'ar', '/menus/sort');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const items = page.getByRole('list', { name: 'أصناف الفطور' });
    await expect(items.getByRole('listitem')).toHaveCount(16);
    const before = await idsOf(items);
    const tenth = (await namesOf(items))[9];
    const row = items.getByRole('listitem').nth(9);
    // The tenth row starts in the lower half of the window, where the page has to scroll with it.
    const box = await row.boundingBox();
    expect(box && box.y > (page.viewportSize()?.height ?? 0) / 2).toBe(true);
    const name = (await row.locator('.MuiListItemText-primary').textContent()) ?? '';
    expect(tenth).toContain(name);
    const saved = itemsSortSaved(page);
    // 4 steps of 25 px move a 52 px row by two places.
    await dragByKeyboard(page, items, name, 4, 'تحريك');
    const expected = [...before.slice(0, 9), before[10], before[11], before[9], ...before.slice(12)];
    await expect.poll(() => idsOf(items)).toEqual(expected);
    expect((await saved).ok()).toBe(true);
    await shot(page, 'menus-sort-ar');
    await page.reload();
    await expect.poll(() => idsOf(items)).toEqual(expected);
  });
});
