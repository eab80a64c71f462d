import { afterEach, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setLanguage } from '@/i18n/core';
import { TEXT_LIMITS } from '@/dataProvider/fieldRules';
import { menuItems } from '@/dataProvider/fake/seed/menus';

const fake = setUpFakeApi();
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(() => setLanguage('en'));

const tooLong = 'x'.repeat(TEXT_LIMITS.name + 1);

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

it('the item form refuses a negative price and calories, a negative order and an over-long name before sending anything', async () => {
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null });
  const before = fake.db.table(menuItems).size;
  await renderApp('/menus/itemDetails');
  await screen.findByLabelText(/Name \(English\)/, undefined, { timeout: 15000 });
  await fill(user, /Name \(English\)/, tooLong);
  await fill(user, /Name \(Arabic\)/, 'طبق');
  await fill(user, /Price \(SAR\)/, '-1');
  await fill(user, /^Calories/, '-5');
  await fill(user, /^Order/, '-2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(`Use at most ${TEXT_LIMITS.name} characters`)).toBeInTheDocument();
  expect(screen.getAllByText('Must be 0 or more')).toHaveLength(2);
  expect(screen.getByText('Must be a whole number of 0 or more')).toBeInTheDocument();
  expect(fake.db.table(menuItems).size).toBe(before);
});

it('says the same refusals in Arabic', async () => {
  await setLanguage('ar');
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null });
  await renderApp('/menus/itemDetails');
  await screen.findByLabelText(/الاسم \(بالإنجليزية\)/, undefined, { timeout: 15000 });
  await fill(user, /الاسم \(بالإنجليزية\)/, tooLong);
  await fill(user, /السعر \(ر\.س\)/, '-1');
  await user.click(screen.getByRole('button', { name: 'حفظ' }));
  expect(await screen.findByText(`يجب ألا يتجاوز عدد الأحرف ${TEXT_LIMITS.name}`)).toBeInTheDocument();
  expect(screen.getByText('يجب أن تكون القيمة 0 أو أكثر')).toBeInTheDocument();
});
