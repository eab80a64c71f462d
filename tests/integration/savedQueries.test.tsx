import { afterEach, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setLanguage } from '@/i18n/core';
import { messages as promoTexts } from '@/resources/promoCodes/messages';

setUpFakeApi();
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(() => setLanguage('en'));

const TEXT = {
  ar: {
    addFilter: 'إضافة عامل تصفية',
    save: 'حفظ البحث الحالي...',
    name: 'اسم البحث',
    ok: 'حفظ',
  },
} as const;

/** The codes of the list's rows (each row's first cell after its checkbox). */
const codesShown = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent ?? '');

// In Arabic only: the behaviour does not follow the language, and the Arabic run also proves the menu's, the
// dialog's and the field's Arabic texts (the English ones are react-admin's own).
for (const language of ['ar'] as const) {
  it(`${language}: a list's filter is saved as a query from the filter menu, and picking it again filters the list the same way`, async () => {
    const text = TEXT[language];
    await setLanguage(language);
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/promoCodes');
    const search = await screen.findByPlaceholderText(promoTexts[language].resources.promoCodes.fields.q, undefined, {
      timeout: 15000,
    });
    await user.type(search, 'FIT');
    await waitFor(() => expect(codesShown().length).toBeGreaterThan(0));
    await waitFor(() => expect(codesShown().every((code) => code.includes('FIT'))).toBe(true));

    await user.click(screen.getByRole('button', { name: text.addFilter }));
    await user.click(await screen.findByRole('menuitem', { name: text.save }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: text.name }), 'Fitness codes');
    await user.click(within(dialog).getByRole('button', { name: text.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.clear(search);
    await waitFor(() => expect(codesShown().some((code) => !code.includes('FIT'))).toBe(true));
    await user.click(screen.getByRole('button', { name: text.addFilter }));
    await user.click(await screen.findByRole('menuitem', { name: 'Fitness codes' }));
    await waitFor(() => expect(search).toHaveValue('FIT'));
    await waitFor(() => expect(codesShown().every((code) => code.includes('FIT'))).toBe(true));
  });
}
