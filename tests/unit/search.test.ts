import { describe, expect, it } from 'vitest';
import { localMobile, mobileIn, searchText } from '@/src/search/searchText';
import { isSearchShortcut } from '@/src/search/shortcut';
import { groupsFor } from '@/src/search/searchGroups';
import { ranked, recordPath } from '@/src/search/listGroup';
import { runSearch } from '@/src/search/searchRun';
import { shownGroups } from '@/src/search/options';
import { GROUP_KEYS, type GroupState, type SearchContext, type SearchGroup } from '@/src/search/types';
import type { AppDataProvider } from '@/dataProvider';
import { ApiError } from '@/dataProvider/http';

describe('the text searched', () => {
  it('turns a Saudi mobile however it is typed into the stored form', () => {
    for (const typed of [
      '0512345678',
      '512345678',
      '+966512345678',
      '966512345678',
      ' 051 234-5678 ',
      '+966 51 234 5678',
    ])
      expect(searchText(typed), typed).toBe('+966512345678');
    expect(mobileIn('05 1234 5678')).toBe('+966512345678');
    expect(localMobile('+966-512345678')).toBe('0512345678');
  });

  it('keeps a part of a number without its spaces and dashes, and any other text as typed, trimmed', () => {
    expect(searchText('051 23')).toBe('05123');
    expect(searchText('+966 51')).toBe('+96651');
    expect(searchText(' 1042 ')).toBe('1042');
    expect(searchText('SAVE761')).toBe('SAVE761');
    expect(searchText(' RUH-001 ')).toBe('RUH-001');
    expect(searchText('الولاء')).toBe('الولاء');
    expect(mobileIn('1042')).toBeUndefined();
    expect(mobileIn('RUH-001')).toBeUndefined();
  });
});

describe('the shortcut', () => {
  const keys = { code: 'KeyK', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  it("is Ctrl+K by the key's place, whatever letter the layout types there; ⌘K on a Mac", () => {
    expect(isSearchShortcut({ ...keys, ctrlKey: true }, false)).toBe(true);
    expect(isSearchShortcut({ ...keys, metaKey: true }, true)).toBe(true);
    expect(isSearchShortcut({ ...keys, metaKey: true }, false)).toBe(false);
    expect(isSearchShortcut({ ...keys, ctrlKey: true }, true)).toBe(false);
    expect(isSearchShortcut({ ...keys, ctrlKey: true, altKey: true }, false)).toBe(false);
    expect(isSearchShortcut({ ...keys, ctrlKey: true, shiftKey: true }, false)).toBe(false);
    expect(isSearchShortcut({ ...keys, code: 'KeyL', ctrlKey: true }, false)).toBe(false);
    expect(isSearchShortcut(keys, false)).toBe(false);
  });
});

describe('who searches what', () => {
  const keysOf = (roles: Parameters<typeof groupsFor>[0]) => groupsFor(roles).map((group) => group.key);
  it('gives customer-care staff the screens and tickets only, the admin every kind, the plain role the screens', () => {
    expect(keysOf(['customer_care_agent'])).toEqual(['screens', 'tickets']);
    expect(keysOf(['customer_care_admin'])).toEqual(['screens', 'tickets']);
    expect(keysOf(['admin'])).toEqual([...GROUP_KEYS]);
    expect(keysOf(['user'])).toEqual(['screens']);
  });
});

describe('where a record found leads', () => {
  it("opens its area's record screen at react-admin's address: a ticket's show screen, a promo code's editor", () => {
    expect(recordPath('customerCare', 'tk 1')).toBe('/customerCare/tk%201/show');
    expect(recordPath('promoCodes', 'SAVE7')).toBe('/promoCodes/SAVE7');
  });
});

describe('the order of the records found', () => {
  it('puts an exact match first, then those it starts, each in the list order', () => {
    const numbers = [11042, 1042, 10420, 21042];
    expect(ranked(numbers, (n) => [String(n)], ['1042'])).toEqual([1042, 10420, 11042, 21042]);
    expect(ranked(['save761', 'SAVE7'], (code) => [code], ['SAVE7'])).toEqual(['SAVE7', 'save761']);
  });
});

/** A group that answers when told to, and records the signal it was given. */
function heldGroup(key: SearchGroup['key']) {
  const held: { signal?: AbortSignal; answer?: (found: unknown) => void; fail?: (error: unknown) => void } = {};
  const group: SearchGroup = {
    key,
    search: ({ signal }) =>
      new Promise((resolve, reject) => {
        held.signal = signal;
        held.answer = (found) => resolve(found as never);
        held.fail = reject;
      }),
  };
  return { group, held };
}

const contextWith = (signal: AbortSignal): SearchContext => ({
  dataProvider: {} as AppDataProvider,
  typed: 'x',
  language: 'en',
  roles: ['admin'],
  signal,
  translate: (key) => (key === 'app.errors.server' ? 'Server Error' : key),
});

describe('a search run', () => {
  it("tells each group's state on its own: one that fails says why, the others still answer", async () => {
    const [tickets, codes] = [heldGroup('tickets'), heldGroup('promoCodes')];
    const states = new Map<string, GroupState | undefined>();
    const run = runSearch([tickets.group, codes.group], contextWith(new AbortController().signal), (group, state) =>
      states.set(group.key, state),
    );
    expect(states.get('tickets')).toEqual({ status: 'loading' });
    codes.held.fail?.(new ApiError('Promo codes are resting', 503, null));
    tickets.held.answer?.({ hits: [{ id: 't', primary: ['#1'], secondary: [], to: '/customerCare/t/show' }] });
    await run;
    expect(states.get('promoCodes')).toEqual({ status: 'failed', message: 'Promo codes are resting' });
    expect(states.get('tickets')).toMatchObject({ status: 'done' });
    const shown = shownGroups(Object.fromEntries(states) as never, 'o');
    expect(shown.map((group) => group.key)).toEqual(['tickets', 'promoCodes']);
    expect(shown[0].options).toEqual([{ id: 'o-tickets-0', index: 0, group: 'tickets', to: '/customerCare/t/show' }]);
  });

  it('tells nothing more once cancelled: a newer text has replaced it', async () => {
    const tickets = heldGroup('tickets');
    const controller = new AbortController();
    const states: (GroupState | undefined)[] = [];
    const run = runSearch([tickets.group], contextWith(controller.signal), (_, state) => states.push(state));
    controller.abort();
    expect(tickets.held.signal?.aborted).toBe(true);
    tickets.held.answer?.({ hits: [] });
    await run;
    expect(states).toEqual([{ status: 'loading' }]);
  });
});
