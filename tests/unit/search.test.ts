import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQueries } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localMobile, mobileIn, searchText } from '@/src/search/searchText';
import { isSearchShortcut } from '@/src/search/shortcut';
import { groupsFor } from '@/src/search/searchGroups';
import { ranked, recordPath } from '@/src/search/listGroup';
import { groupQuery, groupState } from '@/src/search/searchRun';
import { shownGroups } from '@/src/search/options';
import { GROUP_KEYS, type SearchContext, type SearchGroup } from '@/src/search/types';
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

interface HeldCall {
  typed: string;
  signal: AbortSignal;
  answer: (found: unknown) => void;
  fail: (error: unknown) => void;
}

/** A group that answers each call when told to, and records what each was asked and the signal it was given. */
function heldGroup(key: SearchGroup['key']) {
  const calls: HeldCall[] = [];
  const group: SearchGroup = {
    key,
    search: ({ typed, signal }) =>
      new Promise((resolve, reject) => {
        calls.push({ typed, signal, answer: (found) => resolve(found as never), fail: reject });
      }),
  };
  return { group, calls };
}

const contextFor = (typed: string): Omit<SearchContext, 'signal'> => ({
  dataProvider: {} as AppDataProvider,
  typed,
  language: 'en',
  roles: ['admin'],
  translate: (key) => (key === 'app.errors.server' ? 'Server Error' : key),
});

/** The groups' queries for a text, as the search box holds them, and each group's state. */
function renderQueries(groups: SearchGroup[], typed: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const view = renderHook(
    ({ text }) => {
      const context = contextFor(text);
      return useQueries({ queries: groups.map((group) => groupQuery(group, context)) }).map((query) =>
        groupState(query, context.translate),
      );
    },
    { wrapper, initialProps: { text: typed } },
  );
  return { ...view, client };
}

const ticketHit = { id: 't', primary: ['#1'], secondary: [], to: '/customerCare/t/show' };

describe("the groups' searches", () => {
  it("tell each group's state on its own: one that fails says why, the others still answer", async () => {
    const [tickets, codes] = [heldGroup('tickets'), heldGroup('promoCodes')];
    const { result } = renderQueries([tickets.group, codes.group], 'x');
    expect(result.current).toEqual([{ status: 'loading' }, { status: 'loading' }]);
    await waitFor(() => expect(codes.calls).toHaveLength(1));
    codes.calls[0].fail(new ApiError('Promo codes are resting', 503, null));
    tickets.calls[0].answer({ hits: [ticketHit] });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'done' }));
    expect(result.current[1]).toEqual({ status: 'failed', message: 'Promo codes are resting' });
    const [ticketsState, codesState] = result.current;
    const shown = shownGroups({ tickets: ticketsState, promoCodes: codesState }, 'o');
    expect(shown.map((group) => group.key)).toEqual(['tickets', 'promoCodes']);
    expect(shown[0].options).toEqual([{ id: 'o-tickets-0', index: 0, group: 'tickets', to: '/customerCare/t/show' }]);
  });

  it('leave out a group that has nothing to say for the text (a look-up by phone of a text that is none)', async () => {
    const customers: SearchGroup = { key: 'customers', search: () => Promise.resolve(undefined) };
    const { result } = renderQueries([customers], 'x');
    await waitFor(() => expect(result.current).toEqual([undefined]));
  });

  it('cancel the call of a text left while it is on its way: a newer text has replaced it', async () => {
    const tickets = heldGroup('tickets');
    const { result, rerender } = renderQueries([tickets.group], 'Where');
    await waitFor(() => expect(tickets.calls).toHaveLength(1));
    rerender({ text: 'Where is' });
    await waitFor(() => expect(tickets.calls).toHaveLength(2));
    expect(tickets.calls[0].signal.aborted).toBe(true);
    tickets.calls[0].answer({ hits: [ticketHit] });
    tickets.calls[1].answer({ hits: [] });
    await waitFor(() => expect(result.current).toEqual([{ status: 'done', found: { hits: [] } }]));
  });

  it('answer a text typed again from the cache, with no new call', async () => {
    const tickets = heldGroup('tickets');
    const { result, rerender } = renderQueries([tickets.group], 'Where');
    await waitFor(() => expect(tickets.calls).toHaveLength(1));
    tickets.calls[0].answer({ hits: [ticketHit] });
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: 'done' }));
    rerender({ text: 'Where is' });
    await waitFor(() => expect(tickets.calls).toHaveLength(2));
    tickets.calls[1].answer({ hits: [] });
    await waitFor(() => expect(result.current).toEqual([{ status: 'done', found: { hits: [] } }]));

    rerender({ text: 'Where' });
    expect(result.current).toEqual([{ status: 'done', found: { hits: [ticketHit] } }]);
    expect(tickets.calls.map((call) => call.typed)).toEqual(['Where', 'Where is']);
  });
});
