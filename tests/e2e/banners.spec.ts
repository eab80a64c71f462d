import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { dataRows, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function typeDate(page: Page, label: string, day: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replace(/-/g, ''));
}

/** A small real PNG: a 2:1 teal picture drawn on a canvas in the page. */
async function pngBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#00897b';
    context.fillRect(0, 0, 240, 120);
    context.fillStyle = '#ffffff';
    context.font = 'bold 28px sans-serif';
    context.fillText('WINTER', 60, 70);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

test.describe('banners', () => {
  // The form's refusals (a start after the end, a link that is not a web address, a missing field) are proven in
  // tests/integration/banners.test.tsx; here, what needs a browser: a real picture uploaded, typed dates, the
  // preview drawn from the stored file after a reload.
  test('a banner with an uploaded picture is saved, and the list shows it by priority with its preview after a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/banners/newbanner');
    await page.getByLabel('Name').fill('Browser winter banner');
    await page.getByLabel('Priority').fill('1');
    await typeDate(page, 'Start date', '2027-01-20');
    await typeDate(page, 'End date', '2027-02-28');
    await page
      .getByLabel('Upload image')
      .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: await pngBytes(page) });
    await expect(page.getByRole('img', { name: 'Preview of Browser winter banner' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Link type' }).click();
    await page.getByRole('option', { name: 'Web address' }).click();
    // By role: while the link-type menu closes, a label search also finds its list.
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://example.com/winter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Banner created');
    await expect(page).toHaveURL(/\/banners$/);

    await page.reload();
    const rows = dataRows(page);
    await expect(rows.first()).toBeVisible();
    const priorities = await rows.evaluateAll((trs) =>
      trs.slice(0, 6).map((tr) => Number(tr.querySelectorAll('td')[1]?.textContent)),
    );
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const mine = rows.filter({ hasText: 'Browser winter banner' });
    const preview = mine.getByRole('img', { name: 'Preview of Browser winter banner' });
    await expect(preview).toBeVisible();
    // The uploaded picture itself is shown after the reload, not a broken image.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await shot(page, 'banners-list-en');
  });

  test('the banner list and form in Arabic, with the date rule in Arabic', async ({ page }) => {
    await signInAsAdmin(page, 'ar', '/banners');
    await expect(dataRows(page).first()).toBeVisible();
    await shot(page, 'banners-list-ar');
    await page.goto('/banners/newbanner');
    await page.getByLabel('الاسم').fill('بنر الشتاء');
    await typeDate(page, 'تاريخ البداية', '2027-01-20');
    await typeDate(page, 'تاريخ النهاية', '2027-01-10');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('يجب ألا يكون تاريخ البداية بعد تاريخ النهاية')).toBeVisible();
    await shot(page, 'banners-form-ar');
  });
});
