import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { recordToasts } from '../support/toasts';
import { fill, pick, save, setDate, type User } from '../support/formSteps';
import { banners } from '@/dataProvider/fake/seed/banners';

const fake = setUpFakeApi();

// A whole form filled and saved: a few seconds alone, but seen near 30 s on the shared 2-core machine under load.
vi.setConfig({ testTimeout: 60_000 });

// The form's lazy chunk (with the date pickers) is compiled once here, not inside the first test's time.
beforeAll(async () => {
  await import('@/resources/banners/BannerCreate');
}, 120_000);

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'banner.png', { type: 'image/png' });
const count = () => fake.db.table(banners).size;

/** Opens /banners/newbanner and fills a valid banner except what the test changes. */
async function openNewBanner(user: User, { from = '2026-12-01', to = '2026-12-31' } = {}) {
  await signInAs('admin@example.com');
  await renderApp('/banners/newbanner');
  await fill(user, await screen.findByLabelText(/^Name/, {}, { timeout: 25_000 }), 'Winter soups');
  await fill(user, screen.getByLabelText(/^Priority/), '2');
  setDate('validFrom', from);
  setDate('validTo', to);
}

describe('the banner form', () => {
  it("refuses a start after the end with 'Start Date shouldn't be after end date', then saves once fixed", async () => {
    const user = userEvent.setup({ delay: null });
    await openNewBanner(user, { from: '2026-12-20', to: '2026-12-10' });
    await user.upload(screen.getByLabelText('Upload image'), png());
    expect(await screen.findByRole('img', { name: 'Preview of Winter soups' })).toBeInTheDocument();
    const before = count();
    await save(user);
    expect(await screen.findByText("Start Date shouldn't be after end date")).toBeInTheDocument();
    expect(count()).toBe(before);

    setDate('validTo', '2026-12-31');
    await save(user);
    expect(await screen.findByText('Banner created')).toBeInTheDocument();
    const created = fake.db.table(banners).all().at(-1);
    expect(created).toMatchObject({
      name: 'Winter soups',
      priority: 2,
      validFrom: '2026-12-20',
      validTo: '2026-12-31',
      linkType: 'none',
      status: 'active',
    });
    expect(created?.image).toMatch(/\/api\/v1\/media\/[\w-]+$/);
  });

  it('refuses a javascript: link and any scheme but http(s), on the form and at the API', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewBanner(user);
    await user.upload(screen.getByLabelText('Upload image'), png());
    await pick(user, /^Link type/, 'Web address');
    const link = await screen.findByLabelText(/^Link \*/);
    const message = 'The link must be a web address starting with http:// or https://';
    for (const bad of ['javascript:alert(document.cookie)', 'ftp://example.com/a']) {
      await user.clear(link);
      await fill(user, link, bad);
      await save(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Past the form, the API refuses it too (a tool or an old client posting straight to it).
    const token = localStorage.getItem('token') ?? '';
    const answer = await fetch(`${API}banners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ ...fake.db.table(banners).get('bnr_001'), linkType: 'url', link: 'javascript:alert(1)' }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(message);

    await user.clear(link);
    await fill(user, link, 'https://example.com/winter');
    await save(user);
    expect(await screen.findByText('Banner created')).toBeInTheDocument();
    expect(fake.db.table(banners).all().at(-1)).toMatchObject({
      linkType: 'url',
      link: 'https://example.com/winter',
      productId: null,
    });
  });

  it("marks every missing field: 'Field is required', the image, a priority below 1; nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('admin@example.com');
    await renderApp('/banners/newbanner');
    await fill(user, await screen.findByLabelText(/^Priority/, {}, { timeout: 25_000 }), '0');
    const before = count();
    await save(user);
    expect(await screen.findByText('Priority must be a whole number of 1 or more')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(3); // name, start, end
    expect(screen.getByText('Upload an image')).toBeInTheDocument();
    expect(await screen.findByText('You should complete data')).toBeInTheDocument();
    expect(count()).toBe(before);
  });

  it('links to a product found by name among the ~400 menu items', async () => {
    const user = userEvent.setup({ delay: null });
    await openNewBanner(user);
    await user.upload(screen.getByLabelText('Upload image'), png());
    await pick(user, /^Link type/, 'Product');
    await fill(user, await screen.findByRole('combobox', { name: /^Product/ }), 'Shaksh');
    await user.click(await screen.findByText('Classic Shakshuka', { selector: 'li[role="option"]' }));
    await save(user);
    expect(await screen.findByText('Banner created')).toBeInTheDocument();
    expect(fake.db.table(banners).all().at(-1)).toMatchObject({
      linkType: 'product',
      productId: 'it_0001',
      link: null,
    });
  });

  it("says 'Error Upload Photo' when the image upload fails, and keeps no image", async () => {
    fake.server.use(http.put(`${API}media/:id`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    // Read from the record of toasts: on a loaded machine the toast may close before the screen is looked at.
    const expectToast = recordToasts();
    await openNewBanner(user);
    await user.upload(screen.getByLabelText('Upload image'), png());
    await expectToast('Error Upload Photo');
    expect(screen.queryByRole('img', { name: /^Preview of/ })).toBeNull();
    expect(screen.getByDisplayValue('Winter soups')).toBeInTheDocument();
  });

  it("updates a banner (PUT banners/{bannerId}): 'Banner updated'", async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('admin@example.com');
    await renderApp('/banners/bnr_002');
    const name = await screen.findByDisplayValue(
      fake.db.table(banners).get('bnr_002')?.name ?? '',
      {},
      { timeout: 25_000 },
    );
    await user.clear(name);
    await fill(user, name, 'Renamed banner');
    await save(user);
    expect(await screen.findByText('Banner updated')).toBeInTheDocument();
    expect(fake.db.table(banners).get('bnr_002')?.name).toBe('Renamed banner');
  });
});

describe('the banner list', () => {
  it('shows the banners by priority, 1 first, each with its image preview', async () => {
    await signInAs('admin@example.com');
    await renderApp('/banners');
    const table = await screen.findByRole('table', {}, { timeout: 25_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    const rows = within(table).getAllByRole('row').slice(1);
    // After the row's checkbox and the image: the priority.
    const priorities = rows.map((row) => Number(within(row).getAllByRole('cell')[2].textContent));
    expect(priorities.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    const first = fake.db
      .table(banners)
      .all()
      .find((b) => b.priority === 1);
    const preview = within(rows[0]).getByRole('img', { name: `Preview of ${first?.name}` });
    expect(preview).toHaveAttribute('src', first?.image);
  });

  it('deactivates a banner after a confirmation, through POST banners/deactivate/{bannerId}', async () => {
    const calls: string[] = [];
    fake.server.events.on('request:start', ({ request }) =>
      calls.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs('admin@example.com');
    await renderApp('/banners');
    const active = fake.db
      .table(banners)
      .all()
      .filter((b) => b.status === 'active')
      .sort((a, b) => a.priority - b.priority)[0];
    const row = (await screen.findByText(active.name, { selector: 'td *, td' }, { timeout: 25_000 })).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Deactivate the banner ${active.name}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Banner deactivated')).toBeInTheDocument();
    expect(fake.db.table(banners).get(active.id)?.status).toBe('inactive');
    expect(calls).toContain(`POST /api/v1/banners/deactivate/${active.id}`);
    fake.server.events.removeAllListeners();
  });
});
