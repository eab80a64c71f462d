import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { fill, save } from '../support/formSteps';
import { promoCodes } from '@/dataProvider/fake/seed/promoCodes';

const fake = setUpFakeApi();
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });
const SLOW = { timeout: 15000 };
const CODE = 'FAMILY5';
const stored = () => fake.db.table(promoCodes).get(CODE)!;

/** Opens the code's form, then someone else saves a min cart value of 86 and a tag while this form is open. */
async function openWhileSomeoneSaves() {
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null });
  const view = await renderApp(`/promoCodes/${CODE}`);
  await screen.findByDisplayValue(stored().name, undefined, SLOW);
  fake.db.table(promoCodes).put({ ...stored(), minCartValue: 86, tag: 'their-tag' });
  await fill(user, await screen.findByLabelText(/^Min cart value/), '90');
  await save(user);
  const dialog = await screen.findByRole('dialog', { name: 'Someone else changed these fields' });
  return { user, dialog, ...view };
}

describe('a save that meets someone else’s change of the same field', () => {
  it('asks before sending, naming the field with both values; "Keep mine" sends mine for it and keeps their tag', async () => {
    const { user, dialog, router } = await openWhileSomeoneSaves();
    const row = within(dialog).getByRole('row', { name: /Min cart value/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['90', '86']);
    // Nothing is saved while the question is open.
    expect(stored()).toMatchObject({ minCartValue: 86, tag: 'their-tag' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep theirs', 'Keep mine']);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Promo code updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/promoCodes'));
    expect(stored()).toMatchObject({ minCartValue: 90, tag: 'their-tag' });
  });

  it('"Keep theirs" puts their values into the form, which stays open with nothing saved', async () => {
    const { user, dialog, router } = await openWhileSomeoneSaves();
    await user.click(within(dialog).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/^Min cart value/)).toHaveValue(86);
    await waitFor(() => expect(screen.getByLabelText(/^Tag/)).toHaveValue('their-tag'));
    expect(router.state.location.pathname).toBe(`/promoCodes/${CODE}`);
    expect(stored()).toMatchObject({ minCartValue: 86, tag: 'their-tag' });
  });

  it('says a record deleted meanwhile, and keeps what was typed', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(`/promoCodes/${CODE}`);
    await screen.findByDisplayValue(stored().name, undefined, SLOW);
    fake.db.table(promoCodes).remove(CODE);
    await fill(user, await screen.findByLabelText(/^Min cart value/), '90');
    await save(user);
    expect(await screen.findByText(/Someone deleted this record while you were editing it/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Min cart value/)).toHaveValue(90);
    expect(router.state.location.pathname).toBe(`/promoCodes/${CODE}`);
  });
});
