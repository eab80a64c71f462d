import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';
import { specCallsServed } from '../support/specCalls';

// One signed-in page through several screens on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** Every call to the API from now on (the fake's own test controls and the upload storage aside). */
function recordCalls(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/') || /^\/api\/v1\/(__fake|media)\//.test(url.pathname)) return;
    const text = request.postData();
    seen.push({
      method: request.method(),
      path: url.pathname.slice('/api/v1/'.length),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    });
  });
  return seen;
}

/** Presses a row's or a form's action and confirms it when asked. */
async function act(page: Page, scope: ReturnType<Page['locator']>, name: string) {
  await scope.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Confirm' }).click();
}

const last = (seen: Seen[], method: string, path: RegExp) =>
  seen.filter((call) => call.method === method && path.test(call.path)).at(-1);

async function readJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async (url) =>
      (await fetch(url, { headers: { authorization: localStorage.getItem('token') ?? '' } })).json() as Promise<T>,
    `/api/v1/${path}`,
  );
}

test('every call an admin makes editing items and users and toggling branches, plans, banners and users is one of the contract’s calls, and toggles send the whole record', async ({
  page,
}) => {
  const seen = recordCalls(page);
  // An item is saved through POST menu/create-item with its id, whole.
  await signInAsAdmin(page, 'en', '/menus/it_0001');
  const price = page.getByRole('spinbutton', { name: 'Price (SAR)', exact: true }).first();
  await slowExpect(price).not.toHaveValue('');
  await price.fill('12.5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Item updated');
  const itemSave = last(seen, 'POST', /^menu\/create-item$/);
  expect(itemSave?.body).toMatchObject({
    id: 'it_0001',
    price: 12.5,
    name: expect.objectContaining({ en: expect.any(String) }),
    categoryId: expect.any(String),
  });

  // A system user opens from the list call: there is no GET of one user in the spec.
  await page.goto('/users');
  await slowExpect(dataRows(page).first()).toBeVisible();
  await dataRows(page).nth(1).getByRole('cell').nth(1).click();
  await slowExpect(page.getByRole('textbox', { name: 'Email' })).not.toHaveValue('');
  const email = await page.getByRole('textbox', { name: 'Email' }).inputValue();
  // …and archiving it sends the whole user, as its form's save does.
  await act(page, page.locator('form'), 'Archive');
  await expectToast(page, 'User archived');
  const archive = last(seen, 'PUT', /^system-user\/[^/]+$/);
  expect(archive?.body).toMatchObject({
    email,
    firstName: expect.any(String),
    privilege: expect.any(String),
    archived: true,
  });

  // A branch's deactivation is its PUT with the whole branch; nothing else of it changes.
  await page.goto('/branches');
  const branchRow = dataRows(page).first();
  await slowExpect(branchRow).toBeVisible();
  const before = await readJson<Record<string, unknown> & { sk: string }>(page, 'Branches');
  await act(page, branchRow, 'Deactivate');
  const branchPut = await slowExpect
    .poll(() => last(seen, 'PUT', /^Branches\/[^/]+$/))
    .toBeTruthy()
    .then(() => last(seen, 'PUT', /^Branches\/[^/]+$/));
  expect(branchPut?.body).toMatchObject({
    status: 'inactive',
    name: expect.any(Object),
    phone: expect.any(String),
    shifts: expect.any(Array),
    location: expect.any(Object),
  });
  const id = branchPut?.path.split('/')[1] ?? '';
  const list = before as unknown as ({ sk: string; status: string } & Record<string, unknown>)[];
  const was = list.find((branch) => branch.sk === id);
  const now = await readJson<Record<string, unknown>>(page, `Branches/${id}`);
  expect({ ...now, status: was?.status }).toEqual(was);

  // Plans: the list asks for GET subscriptions/admin-plans with active; a deactivation sends the whole plan.
  await page.goto('/subscriptions/plans');
  const planRow = dataRows(page)
    .filter({ has: page.getByRole('button', { name: 'Deactivate', exact: true }) })
    .first();
  await slowExpect(planRow).toBeVisible();
  expect(seen.some((call) => call.method === 'GET' && call.path === 'subscriptions/admin-plans')).toBe(true);
  await act(page, planRow, 'Deactivate');
  await slowExpect.poll(() => last(seen, 'PUT', /^subscriptions\/plans\/[^/]+$/)).toBeTruthy();
  expect(last(seen, 'PUT', /^subscriptions\/plans\/[^/]+$/)?.body).toMatchObject({
    status: 'inactive',
    name: expect.any(Object),
    variants: expect.any(Array),
  });

  // Banners: deactivation is the spec's POST; activation is the banner's PUT with the whole banner.
  await page.goto('/banners');
  const bannerRow = dataRows(page)
    .filter({ has: page.getByRole('button', { name: 'Deactivate', exact: true }) })
    .first();
  await slowExpect(bannerRow).toBeVisible();
  await act(page, bannerRow, 'Deactivate');
  await slowExpect.poll(() => last(seen, 'POST', /^banners\/deactivate\/[^/]+$/)).toBeTruthy();
  const bannerId = last(seen, 'POST', /^banners\/deactivate\/[^/]+$/)?.path.split('/')[2] ?? '';
  await page.reload();
  const again = dataRows(page)
    .filter({ has: page.getByRole('button', { name: 'Activate', exact: true }) })
    .first();
  await act(page, again, 'Activate');
  await slowExpect.poll(() => last(seen, 'PUT', /^banners\/[^/]+$/)).toBeTruthy();
  expect(last(seen, 'PUT', /^banners\/[^/]+$/)?.body).toMatchObject({
    status: 'active',
    name: expect.any(String),
    image: expect.any(String),
    validFrom: expect.any(String),
  });
  expect(bannerId).not.toBe('');

  const made = [...seen];
  const specCall = await specCallsServed(page);
  const notSpec = made.filter((call) => !specCall(call.method, call.path)).map((call) => `${call.method} ${call.path}`);
  expect(made.length).toBeGreaterThan(10);
  expect(notSpec).toEqual([]);
});

test('a page switch in the tickets list asks for that page once, fetched at the click, and shows its rows and range', async ({
  page,
}) => {
  await signInAsAdmin(page, 'en', '/customerCare');
  await expect(dataRows(page)).toHaveCount(25);
  await page.waitForLoadState('networkidle');
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/customer-care') pages.push(url.searchParams.get('page') ?? '');
  });
  for (const [next, range] of [
    ['2', '26-50'],
    ['3', '51-75'],
  ] as const) {
    const firstBefore = await dataRows(page).first().textContent();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(new RegExp(`^${range} of \\d+$`))).toBeVisible();
    await expect(dataRows(page).first()).not.toHaveText(firstBefore ?? '');
    await page.waitForLoadState('networkidle');
    expect(
      pages.filter((p) => p === next),
      `page ${next} is asked for once`,
    ).toHaveLength(1);
  }
  expect(pages).toEqual(['2', '3']);
});
