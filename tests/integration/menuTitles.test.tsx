import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setLanguage } from '@/i18n/core';
import i18n from '@/i18n/instance';

setUpFakeApi();
afterEach(() => setLanguage('en'));

/**
 * The entries the spec (§2) names for an area while their screen shows one part of it: the screen is titled
 * by that part, in the list's plural.
 */
const AREA_OPENS_A_PART: Record<string, string> = {
  // "Menus | /menus …": the menu's items.
  '/menus': 'resources.menus.name',
  // "/customerCare (ticket list)".
  '/customerCare': 'resources.customerCare.name',
  // "/subscriptions (index redirects to subscribers)": the entry leads where its first sub-entry does.
  '/subscriptions/subscribers': 'resources.subscribers.name',
};

/** The screen's title: the app bar's level-one heading. */
const title = () => within(screen.getByRole('banner')).queryByRole('heading', { level: 1 })?.textContent ?? '';

describe.each(['en', 'ar'] as const)('the side menu in %s', (language) => {
  it('names each screen as the screen titles itself', { timeout: 180_000 }, async () => {
    await setLanguage(language);
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/');
    const entries = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .filter((entry) => entry.hasAttribute('href'));
    expect(entries.length).toBeGreaterThan(12);
    const t = i18n.getFixedT(language);
    const mismatches: string[] = [];
    for (const entry of entries) {
      const path = entry.getAttribute('href') ?? '';
      const label = entry.textContent ?? '';
      await user.click(entry);
      const expected = path in AREA_OPENS_A_PART ? t(AREA_OPENS_A_PART[path], { count: 2 }) : label;
      // A lazy screen keeps the previous one's title on show until its code has come: wait for the new one.
      await waitFor(() => expect(title()).toBe(expected)).catch(() =>
        mismatches.push(`${path}: menu "${label}", title "${title()}"`),
      );
    }
    expect(mismatches).toEqual([]);
  });
});
