import { afterEach, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setDate } from '../support/formSteps';
import { setLanguage } from '@/i18n/core';

setUpFakeApi();
// The machine these run on is shared: waits are generous so that load does not fail a correct screen.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(() => setLanguage('en'));

it('says the promo code rules in Arabic when the admin works in Arabic', async () => {
  await setLanguage('ar');
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null });
  await renderApp('/promoCodes/create');
  await user.type(await screen.findByLabelText(/^الاسم/, undefined, { timeout: 15000 }), 'كود');
  await user.type(screen.getByRole('spinbutton', { name: /^الخصم/ }), '150');
  // The validity section renders from the form's second frame.
  await user.type(await screen.findByLabelText(/^الحد الأدنى لقيمة السلة/), '-3');
  setDate('validFrom', '2026-12-20');
  setDate('validTo', '2026-12-10');
  await user.click(screen.getByRole('button', { name: 'حفظ' }));
  expect(await screen.findByText('لا يمكن أن تزيد النسبة المئوية عن 100')).toBeInTheDocument();
  expect(screen.getByText('لا يمكن أن تكون القيمة سالبة')).toBeInTheDocument();
  expect(screen.getByText('لا يمكن أن يكون تاريخ نهاية الصلاحية قبل تاريخ بدايتها')).toBeInTheDocument();
  expect(screen.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThan(0);
  expect(document.documentElement.dir).toBe('rtl');
});
