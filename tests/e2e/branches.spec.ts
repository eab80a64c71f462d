import { type Locator, type Page } from '@playwright/test';
import { at, expect, test } from './fixtures';
import { dataRows, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

// These screens are heavy (a big tabbed form, a lazy map chunk, a busy evening's orders board): on a
// loaded 2-core machine, first paint after a navigation can pass the 10 s default, so waits are longer.
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

/** A Thursday: busy, several hundred orders at every branch over the day. */
const BUSY_DAY = '2026-11-19';

/** The form's tab panel that is on screen (react-admin keeps the others in the page, hidden). */
const panel = (page: Page, path: string): Locator => page.locator(`#tabpanel-${path}`);

async function pickOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the list's search box and returns the only row left. */
async function findBranchRow(page: Page, search: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search' }).fill(search);
  await expect(dataRows(page)).toHaveCount(1);
  return dataRows(page).first();
}

/** Confirms the open dialog and sees the toast that follows (watched from before the click: it lasts 2 s). */
async function confirmDialog(page: Page, title: string, toastText: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await Promise.all([expectToast(page, toastText), dialog.getByRole('button', { name: 'Confirm' }).click()]);
  await expect(dialog).toBeHidden();
}

test.describe('branches', () => {
  // Nothing in drawing depends on the day, and leaflet-draw's pause between points follows the browser's own timers.
  test.describe(() => {
    test.use({ today: null });
    test('an admin creates a branch, adds two shifts, turns delivery on, draws its delivery polygon, saves, and sees it again after a reload', async ({
      page,
    }) => {
      // The longest journey here (about twenty steps over a large form).
      test.slow();
      await signInAsAdmin(page);
      await page.getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/branches\/create$/);
      await expect(page.getByRole('tab', { name: 'Delivery area' })).toHaveAttribute('aria-disabled', 'true');
      await page.getByLabel('Name (English)').fill('Dammam Corniche E2E');
      await page.getByLabel('Name (Arabic)').fill('الدمام الكورنيش');
      await page.getByLabel('Reference code').fill('DMM-E2E-1');
      await page.getByLabel('Phone').fill('+966138001122');
      await page.getByLabel('Address').fill('Corniche Rd, Dammam');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Branch created');
      await expect(page).toHaveURL(/\/branches\/br_[0-9a-f]+$/);
      const editorUrl = page.url();

      // Working hours: the default shift plus two more, from the hourly slots.
      await page.getByRole('tab', { name: 'Working hours' }).click();
      const hours = panel(page, 'hours');
      for (const [index, [day, start, end]] of [
        ['Friday', '01:00 pm', '05:00 pm'],
        ['Saturday', '06:00 am', '09:00 am'],
      ].entries()) {
        await hours.getByRole('button', { name: 'Add' }).click();
        const line = hours.locator('.RaSimpleFormIterator-line').nth(index + 1);
        await line.getByRole('checkbox', { name: day }).check();
        await pickOption(page, line.getByRole('combobox', { name: 'Start' }), start);
        await pickOption(page, line.getByRole('combobox', { name: 'End' }), end);
      }
      await expect(hours.locator('.RaSimpleFormIterator-line')).toHaveCount(3);

      await page.getByRole('tab', { name: 'Delivery area' }).click();
      await expect(panel(page, 'delivery')).toContainText('The Delivery service is off');
      await page.getByRole('tab', { name: 'Services' }).click();
      await panel(page, 'services').getByRole('switch', { name: 'Delivery' }).check();

      await page.getByRole('tab', { name: 'Delivery area' }).click();
      const map = panel(page, 'delivery').getByRole('region', { name: 'Map of the area' });
      await slowExpect(map).toBeVisible();
      await expect(map).toHaveAttribute('dir', 'ltr');
      // The browser gives this page no location permission.
      await panel(page, 'delivery').getByRole('button', { name: 'My location' }).click();
      await expectToast(page, 'Location Permission Denied');

      await map.locator('a.leaflet-draw-draw-polygon').click();
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      const corners = [
        [0.3, 0.3],
        [0.7, 0.3],
        [0.7, 0.7],
        [0.3, 0.7],
        [0.3, 0.3],
      ];
      const vertices = map.locator('.leaflet-marker-icon.leaflet-editing-icon');
      const finished = panel(page, 'delivery').getByText('Polygon points: 4');
      for (const [index, [x, y]] of corners.entries()) {
        // After each point leaflet-draw ignores the mouse until a 50 ms timer of its own has run (so two quick
        // clicks are not taken as two points), and on a loaded machine that timer can run late: a click it
        // ignored left no point and no trace, so it is made again. A point or the finished shape is what counts.
        const placed = async () => (index < 4 ? (await vertices.count()) > index : await finished.isVisible());
        await expect(async () => {
          if (!(await placed())) await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
          expect(await placed()).toBe(true);
        }).toPass({ intervals: [200, 400, 800], timeout: 15_000 });
      }
      await expect(finished).toBeVisible();
      await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(2); // the circle marker and the polygon
      await shot(page, 'branches-delivery-polygon-en');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Branch updated');

      await page.goto(`${editorUrl}/delivery`);
      await slowExpect(panel(page, 'delivery').getByText('Polygon points: 4')).toBeVisible();
      await expect(panel(page, 'delivery').locator('.leaflet-overlay-pane path')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Working hours' }).click();
      await expect(panel(page, 'hours').locator('.RaSimpleFormIterator-line')).toHaveCount(3);
      await expect(panel(page, 'hours').getByRole('combobox', { name: 'Start' }).nth(1)).toHaveText('01:00 pm');
      await shot(page, 'branches-hours-en');
    });
  });

  test('an admin deactivates and reactivates a branch, then archives and restores it, each after a confirmation', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    let row = await findBranchRow(page, 'Al Malqa');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await confirmDialog(page, 'Deactivate Riyadh - Al Malqa?', 'Branch deactivated');
    await expect(row).toContainText('Inactive');
    await row.getByRole('button', { name: 'Activate' }).click();
    await confirmDialog(page, 'Activate Riyadh - Al Malqa?', 'Branch activated');
    await expect(row).not.toContainText('Inactive');

    await row.getByRole('button', { name: 'Archive' }).click();
    await confirmDialog(page, 'Archive Riyadh - Al Malqa?', 'Branch archived');
    await expect(dataRows(page)).toHaveCount(0);
    await pickOption(page, page.getByRole('combobox', { name: 'Archived' }), 'Yes');
    row = await findBranchRow(page, 'Al Malqa');
    await expect(row).toContainText('Archived');
    await shot(page, 'branches-list-archived-en');
    await row.getByRole('button', { name: 'Restore' }).click();
    await confirmDialog(page, 'Restore Riyadh - Al Malqa?', 'Branch restored');
  });

  test.describe(() => {
    // The board opens on today: a busy Thursday evening, its orders under way.
    test.use({ today: at(BUSY_DAY, '21:00:00') });

    test('an admin opens the orders of a busy evening and cancels a new order', async ({ page }) => {
      await signInAsAdmin(page, 'en', '/branches/br_0001/orders');
      const newOrders = page.getByRole('region', { name: 'New' }).getByRole('article');
      await slowExpect(newOrders.first()).toBeVisible();
      const onBoard = await page
        .getByRole('region', { name: /^(New|Accepted|Out for fulfillment)$/ })
        .getByRole('article')
        .count();
      // Those under way at 21:00 only: a few new, more in the kitchen and on the road.
      expect(onBoard).toBeGreaterThan(10);
      // The newest: the furthest from its branch's auto-cancel minutes while the test runs.
      const newest = newOrders.last();
      const number = (await newest.getAttribute('aria-label')) ?? '';
      await expect(newest).toContainText('SAR');
      await shot(page, 'branches-orders-en');
      await newest.getByRole('button', { name: 'Cancel order' }).click();
      await confirmDialog(page, `Cancel order ${number}?`, 'Order cancelled');
      await expect(
        page.getByRole('region', { name: 'New' }).getByRole('article', { name: number, exact: true }),
      ).toHaveCount(0);
    });
  });

  test('the branch editor in Arabic is right-to-left with Arabic labels, and its map stays left-to-right', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'ar', '/branches/br_0001');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await slowExpect(page.getByRole('tab', { name: 'عام' })).toBeVisible();
    await slowExpect(page.getByLabel('الرمز المرجعي')).toHaveValue('RUH-001');
    await shot(page, 'branches-general-ar');
    await page.getByRole('tab', { name: 'منطقة التوصيل' }).click();
    const map = panel(page, 'delivery').getByRole('region', { name: 'خريطة المنطقة' });
    await expect(map).toHaveAttribute('dir', 'ltr');
    await slowExpect(map.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
    await shot(page, 'branches-delivery-ar');
    await page.getByRole('tab', { name: 'الطلبات' }).click();
    await expect(page.getByRole('region', { name: 'جديدة' })).toBeVisible();
  });

  // A shift that ends on the next day, saved and read back, its slots in both languages and the radius unit's two
  // units: tests/integration/branchesForm.
});
