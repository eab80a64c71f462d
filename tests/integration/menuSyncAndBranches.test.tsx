import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { menuBranchOverrides } from '@/dataProvider/fake/seed/menus';
import { branches } from '@/dataProvider/fake/seed/branches';

const fake = setUpFakeApi();

describe('the point-of-sale import', () => {
  it("refuses a wrong password with 'Invalid Password!', then imports with the right one and sums up the changes", async () => {
    await signInAs('admin@example.com');
    const urls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('menu/item/sync')) urls.push(request.url);
    };
    fake.server.events.on('request:start', listener);
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus');
    await screen.findByText('Classic Shakshuka');
    await user.click(screen.getByRole('button', { name: 'Import from point of sale' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Invalid Password!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Import finished: 5 changes')).toBeInTheDocument();
    expect(within(dialog).getByText('Seasonal Special')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Updated')).toHaveLength(3);
    // The password never travels in a URL.
    expect(urls).toHaveLength(2);
    expect(urls.join(' ')).not.toMatch(/demo1234|wrong-one/);
    fake.server.events.removeListener('request:start', listener);
  });
});

describe('branch overrides', () => {
  it("saves one item's price and availability for the chosen branch only (PUT menu/{branchId}/item/{itemId})", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/branches');
    await user.click(await screen.findByLabelText('Choose a branch'));
    // The second branch, so a save that went to the first (or the list's default) would be caught.
    const options = await screen.findAllByRole('option');
    const branchName = options[1].textContent ?? '';
    await user.click(options[1]);
    const table = await screen.findByRole('table', { name: 'Branch menu' });
    const price = await within(table).findByLabelText('Branch price (SAR): Classic Shakshuka');
    await user.type(price, '11.5');
    await user.click(within(table).getByLabelText('Available: Classic Shakshuka'));
    await user.click(within(table).getByRole('button', { name: 'Save: Classic Shakshuka' }));
    expect(await screen.findByText('Branch price saved')).toBeInTheDocument();
    const chosen = fake.db
      .table(branches)
      .all()
      .find((branch) => branchName.includes(branch.name.en));
    expect(chosen, `a branch named in "${branchName}"`).toBeDefined();
    const saved = fake.db.table(menuBranchOverrides).all();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ branchId: chosen?.sk, itemId: 'it_0001', available: false, price: 11.5 });
    await waitFor(() => expect(price).toHaveValue(11.5));
  });
});
