import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { loyaltyWeeks } from '@/dataProvider/fake/seed/loyalty';
import { menuItems } from '@/dataProvider/fake/seed/menus';
import { addDays, addWeeks, localDay, startOfWeek } from '@/dataProvider/weeks';

const fake = setUpFakeApi();

// The page is a lazy chunk: load it once up front, so no single test pays for its first transform.
beforeAll(() => import('@/resources/loyalty/LoyaltyPage'), 60_000);

// The tests run on whatever day it is: "this week" and "last week" are counted from today.
const thisWeek = () => startOfWeek(localDay());
const lastWeek = () => addWeeks(thisWeek(), -1);
const friday = () => addDays(thisWeek(), 6);
const weeks = () => fake.db.table(loyaltyWeeks);

/** Makes sure a week is planned, so its grid is shown whatever day the tests run. */
function planned(start: string) {
  if (!weeks().get(start)) weeks().put({ startOfWeek: start, items: [] });
}

async function openLoyalty() {
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await renderApp('/loyality');
  // The page's chunk loads on first use: slow on a busy machine.
  await screen.findByLabelText('Reward items by day and category', undefined, { timeout: 20000 });
  return user;
}

async function post(path: string, body: unknown): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: localStorage.getItem('token') ?? '' },
    body: JSON.stringify(body),
  });
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

// Whole-app renders: a few seconds each on an idle machine; room for a shared, loaded 2-core one.
describe('loyalty', { timeout: 60_000 }, () => {
  it("refuses a cell of a day before today with 'Can't insert previous day', on the page and in the API", async () => {
    planned(thisWeek());
    planned(lastWeek());
    const user = await openLoyalty();
    await user.click(screen.getByLabelText('Previous week'));
    const cells = await screen.findAllByLabelText(/· Drinks:/);
    await user.click(cells[0]);
    expect(await screen.findByText("Can't insert previous day")).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    const item = fake.db.table(menuItems).all()[0];
    const answer = await post('loyality', {
      threshold: 500,
      pointsPerSar: 10,
      rewards: [{ id: 'rw_drinks', name: { en: 'Drinks', ar: 'المشروبات' }, points: 150, threshold: 300 }],
      weeks: [
        { startOfWeek: lastWeek(), items: [{ day: lastWeek(), rewardId: 'rw_drinks', itemId: item.id, points: 5 }] },
      ],
    });
    expect(answer).toEqual({ status: 400, message: "Can't insert previous day" });
  });

  it("refuses to save a category without points: 'Please fill all points and threshold in all categories'", async () => {
    planned(thisWeek());
    const user = await openLoyalty();
    const points = screen.getAllByLabelText('Points')[0];
    await user.clear(points);
    await user.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText('Please fill all points and threshold in all categories')).toBeInTheDocument();
    // Nothing typed is lost, nothing was sent.
    expect(points).toHaveValue(null);
    expect(points).toHaveAttribute('aria-invalid', 'true');

    const answer = await post('loyality', {
      threshold: 500,
      pointsPerSar: 10,
      rewards: [{ id: 'rw_x', name: { en: 'X', ar: 'س' }, points: null, threshold: 300 }],
    });
    expect(answer).toEqual({ status: 400, message: 'Please fill all points and threshold in all categories' });
  });

  it("will not remove a category other weeks still hold items in: 'Item cell in other weeks isn't empty'", async () => {
    planned(thisWeek());
    const user = await openLoyalty();
    await user.click(screen.getByLabelText('Remove category Drinks'));
    expect(await screen.findByText("Item cell in other weeks isn't empty")).toBeInTheDocument();
    expect(screen.getByDisplayValue('Drinks')).toBeInTheDocument();

    const answer = await post('loyality', { threshold: 500, pointsPerSar: 10, rewards: [] });
    expect(answer).toEqual({ status: 400, message: "Item cell in other weeks isn't empty" });
  });

  it("fills a cell with a menu item found by name (the field saying it shows 20 of every item), with its SAR price and points, and saves: 'loyalty saved'", async () => {
    planned(thisWeek());
    const item = fake.db
      .table(menuItems)
      .all()
      .find((i) => i.status === 'active' && i.menuType === 'menu' && i.type === 'single');
    if (!item) throw new Error('the seed has no active item');
    const user = await openLoyalty();
    const cell = screen.getAllByLabelText(/· Desserts:/).at(-1) as HTMLElement; // Friday: never past
    await user.click(cell);
    const dialog = await screen.findByLabelText(/^Friday .* · Desserts$/);
    // Twenty suggestions of every active item: the field says how many it shows of how many, and how to narrow.
    const active = fake.db
      .table(menuItems)
      .all()
      .filter((i) => i.status === 'active' && i.menuType === 'menu').length;
    expect(await within(dialog).findByText(`Showing 20 of ${active} — type to search`)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Menu item/));
    await user.paste(item.name.en.slice(0, 8));
    await user.click(await screen.findByText(item.name.en, { selector: 'li[role="option"] span' }));
    expect(within(dialog).getByLabelText('Points')).toHaveValue(Math.round(item.price * 10));
    await user.clear(within(dialog).getByLabelText('Points'));
    await user.paste('77');
    await user.click(within(dialog).getByText('Set item', { selector: 'button' }));
    expect(await screen.findByText('77 points', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText('loyalty saved')).toBeInTheDocument();
    const saved = weeks()
      .get(thisWeek())
      ?.items.find((c) => c.day === friday() && c.rewardId === 'rw_desserts');
    expect(saved).toMatchObject({ itemId: item.id, price: item.price, points: 77 });
  });

  it('adds the next week with POST loyality/add-week and shows its empty grid', async () => {
    planned(thisWeek());
    const latest =
      weeks()
        .all()
        .map((w) => w.startOfWeek)
        .sort()
        .at(-1) ?? thisWeek();
    const next = addWeeks(latest, 1);
    const user = await openLoyalty();
    await user.click(screen.getByText(/^Add week /, { selector: 'button' }));
    await waitFor(() => expect(weeks().get(next)).toEqual({ startOfWeek: next, items: [] }));
    await waitFor(() => expect(screen.getAllByLabelText(/: empty$/)).toHaveLength(28));
  });
});
