import { type Page } from '@playwright/test';
import { expect as baseExpect, inTurns, test } from './fixtures';
import { shot, sideMenu, signInAsAdmin, type Language } from './helpers';
import { expectToast } from './toasts';

// The item form is a lazy chunk with references to load; on a busy 2-core machine 10 s per step is short.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** A combo of the seed with at least two components. */
const COMBO = 'it_0008';
const REFETCH_MS = 120_000;

const TEXTS = {
  en: {
    nameEn: 'Name (English)',
    price: 'Price (SAR)',
    order: 'Order of the Components (saved when dropped)',
    moveDown: 'Move down',
    orderLater: 'Save your changes to the Components first; then they can be put in order here.',
    quantity: 'Quantity',
    dialog: 'Someone else changed these fields',
    take: 'Keep theirs',
    save: 'Save',
    saved: 'Item updated',
    menus: 'Menus',
    removeModifiers: 'Remove all Modifiers',
    confirm: 'Confirm',
    removed: 'Modifiers removed',
  },
  ar: {
    nameEn: 'الاسم (بالإنجليزية)',
    price: 'السعر (ر.س)',
    order: 'ترتيب المكونات (يُحفظ عند الإفلات)',
    moveDown: 'نقل لأسفل',
    orderLater: 'احفظ تغييراتك على المكونات أولًا، ثم يمكن ترتيبها هنا.',
    quantity: 'الكمية',
    dialog: 'غيّر شخص آخر هذه الحقول',
    take: 'الإبقاء على قيمهم',
    save: 'حفظ',
    saved: 'تم تحديث الصنف',
    menus: 'القوائم',
    removeModifiers: 'حذف كل الإضافات',
    confirm: 'تأكيد',
    removed: 'تم حذف الإضافات',
  },
} as const;

interface SavedItem {
  id: string;
  name: { en: string; ar: string };
  price: number;
  components: { id: string; quantity: number }[];
  modifiers: unknown[];
}

/** The first seeded item with modifiers, read from the API as the app reads items. */
async function itemWithModifiers(page: Page): Promise<SavedItem> {
  for (let n = 1; n <= 40; n += 1) {
    const item = await readItem(page, `it_${String(n).padStart(4, '0')}`);
    if (item.modifiers?.length > 0) return item;
  }
  throw new Error('The seed has no item with modifiers among its first 40');
}

/** What the API holds for an item, read the way the app reads it. */
async function readItem(page: Page, id: string): Promise<SavedItem> {
  return page.evaluate(async (itemId) => {
    const response = await fetch(`/api/v1/menu/${itemId}/get`, {
      headers: { authorization: localStorage.getItem('token') ?? '' },
    });
    return (await response.json()) as SavedItem;
  }, id);
}

/** Someone else saves the item: the same call the item form's Save makes. */
async function saveElsewhere(page: Page, id: string, change: Partial<Pick<SavedItem, 'name' | 'price'>>) {
  const status = await page.evaluate(
    async ({ itemId, patch }) => {
      const headers = { authorization: localStorage.getItem('token') ?? '', 'content-type': 'application/json' };
      const current = await (await fetch(`/api/v1/menu/${itemId}/get`, { headers })).json();
      const response = await fetch('/api/v1/menu/create-item?lang=en', {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...current, ...patch }),
      });
      return response.status;
    },
    { itemId: id, patch: change },
  );
  expect(status).toBe(200);
}

/** Signs in, opens an item's form, and answers the item's own name and price fields once they hold the record. */
async function openItem(page: Page, language: Language, id: string) {
  await signInAsAdmin(page, language, `/menus/${id}`);
  // The item's own fields come first; the entries of its groups have fields of the same names.
  const name = page.getByRole('textbox', { name: TEXTS[language].nameEn, exact: true }).first();
  const price = page.getByRole('spinbutton', { name: TEXTS[language].price, exact: true }).first();
  await expect(name).not.toHaveValue('');
  return { name, price };
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = TEXTS[language];
  test.describe(`nothing typed is lost on the item form (${language})`, () => {
    const turn = inTurns(language);
    turn(
      'typing a name and a price, then moving a component down, keeps both; Save then stores them with the new order',
      async ({ page }) => {
        const { name, price } = await openItem(page, language, COMBO);
        const before = await readItem(page, COMBO);
        await expect(name).toHaveValue(before.name.en);
        await name.fill('Typed Combo Name');
        await price.fill('77.5');

        const order = page.getByRole('list', { name: t.order });
        const first = order.getByRole('listitem').first();
        const sorted = page.waitForResponse(
          (response) =>
            response.request().method() === 'PATCH' && response.url().includes(`/menu/items-combo/sort/${COMBO}`),
        );
        await first.getByRole('button', { name: new RegExp(`^${t.moveDown}`) }).click();
        await sorted;
        await page.waitForLoadState('networkidle');
        const reordered = await readItem(page, COMBO);
        expect(reordered.components.map((c) => c.id)).not.toEqual(before.components.map((c) => c.id));
        await expect(name).toHaveValue('Typed Combo Name');
        await expect(price).toHaveValue('77.5');
        await expect(page.getByRole('dialog')).toBeHidden();

        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expectToast(page, t.saved);
        const after = await readItem(page, COMBO);
        expect(after.name.en).toBe('Typed Combo Name');
        expect(after.price).toBe(77.5);
        expect(after.components.map((c) => c.id)).toEqual(reordered.components.map((c) => c.id));
        // Saved means clean: leaving asks nothing.
        await sideMenu(page).getByRole('menuitem', { name: t.menus, exact: true }).click();
        await expect(page).toHaveURL(/\/menus$/);
      },
    );

    turn(
      'a name and a price saved elsewhere while staff type a name: the 120 s refetch takes the price and keeps the typed name; Save asks about the name only, and Keep theirs shows their name with nothing saved',
      async ({ page }) => {
        const { name, price } = await openItem(page, language, COMBO);
        await name.fill('Mine');
        await saveElsewhere(page, COMBO, { name: { ...(await readItem(page, COMBO)).name, en: 'Theirs' }, price: 91 });

        await page.clock.fastForward(REFETCH_MS);
        // The field staff typed in keeps what they typed; the one they did not touch shows what was saved.
        await expect(price).toHaveValue('91');
        await expect(name).toHaveValue('Mine');
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await expect(dialog).toBeHidden();

        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('row')).toHaveCount(2);
        await expect(dialog.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Mine', 'Theirs']);
        await shot(page, `typed-saved-elsewhere-${language}`);
        await dialog.getByRole('button', { name: t.take }).click();
        await expect(dialog).toBeHidden();
        await expect(name).toHaveValue('Theirs');
        await expect(price).toHaveValue('91');
        const after = await readItem(page, COMBO);
        expect(after.name.en).toBe('Theirs');
      },
    );

    turn(
      'removing a whole group through its confirmation keeps the name and price typed before; Save then stores them',
      async ({ page }) => {
        // The fake API answers once a screen has loaded through it.
        const { name, price } = await openItem(page, language, COMBO);
        const item = await itemWithModifiers(page);
        await page.goto(`/menus/${item.id}`);
        await expect(name).toHaveValue(item.name.en);
        await name.fill('Typed before removing');
        await price.fill('42');

        await page.getByRole('button', { name: t.removeModifiers }).click();
        await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
        await expectToast(page, t.removed);
        await expect(page.getByRole('button', { name: t.removeModifiers })).toBeHidden();
        await page.waitForLoadState('networkidle');
        await expect(name).toHaveValue('Typed before removing');
        await expect(price).toHaveValue('42');
        await expect(page.getByRole('dialog')).toBeHidden();

        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expectToast(page, t.saved);
        const after = await readItem(page, item.id);
        expect(after).toMatchObject({ name: { en: 'Typed before removing' }, price: 42, modifiers: [] });
      },
    );

    turn(
      'components changed in the form are ordered only once saved: the order list waits for Save, then comes back',
      async ({ page }) => {
        await signInAsAdmin(page, language, `/menus/${COMBO}`);
        const order = page.getByRole('list', { name: t.order });
        await expect(order.getByRole('listitem')).toHaveCount(3);
        const components = page
          .getByRole('heading', { name: /^(Components|المكونات)$/, level: 2 })
          .locator('xpath=../..');
        await components.getByRole('spinbutton', { name: t.quantity }).last().fill('5');
        await expect(order).toBeHidden();
        await expect(page.getByText(t.orderLater)).toBeVisible();

        await page.getByRole('button', { name: t.save, exact: true }).click();
        await expectToast(page, t.saved);
        await expect(order.getByRole('listitem')).toHaveCount(3);
        await expect(page.getByText(t.orderLater)).toBeHidden();
        expect((await readItem(page, COMBO)).components.at(-1)).toMatchObject({ quantity: 5 });
      },
    );
  });
}
