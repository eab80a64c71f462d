import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { userRoles } from '@/dataProvider/session';
import { languageOf } from '@/i18n/language';
import { groupsFor } from './searchGroups';
import { runGroup, runSearch, type OnGroupState } from './searchRun';
import type { GroupKey, GroupState, SearchContext } from './types';

/** Typing pauses this long before the search is sent: a word typed is one search, not one per letter. */
export const DEBOUNCE_MS = 250;

export type GroupStates = Partial<Record<GroupKey, GroupState>>;

export interface Search {
  /** The text the states answer (trimmed); empty before the first search. */
  searched: string;
  states: GroupStates;
  /** Asks one failed group again, for the same text. */
  retry: (key: GroupKey) => void;
}

/**
 * The search for a text as it is typed: sent once typing pauses, each group on its own; a newer text cancels the
 * older search's calls (AbortSignal), whose answers are then ignored.
 */
export function useSearch(typed: string): Search {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const roles = userRoles();
  const roleKey = roles.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the roles' content, not the array read each render
  const groups = useMemo(() => groupsFor(roles), [roleKey]);
  const [searched, setSearched] = useState('');
  const [states, setStates] = useState<GroupStates>({});
  const current = useRef<{ controller: AbortController; context: SearchContext } | undefined>(undefined);

  const onState: OnGroupState = useCallback((group, state) => {
    setStates((before) => {
      const next = { ...before };
      if (state) next[group.key] = state;
      else delete next[group.key];
      return next;
    });
  }, []);

  useEffect(() => {
    const text = typed.trim();
    const timer = setTimeout(
      () => {
        current.current?.controller.abort();
        current.current = undefined;
        setSearched(text);
        setStates({});
        if (!text) return;
        const controller = new AbortController();
        const context: SearchContext = {
          dataProvider,
          typed: text,
          language: languageOf(locale),
          roles,
          signal: controller.signal,
          translate,
        };
        current.current = { controller, context };
        void runSearch(groups, context, onState);
      },
      text ? DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `roles` follows `groups`
  }, [typed, groups, dataProvider, locale, translate, onState]);

  // Closing the box cancels what is still on its way.
  useEffect(() => () => current.current?.controller.abort(), []);

  const retry = useCallback(
    (key: GroupKey) => {
      const run = current.current;
      const group = groups.find((one) => one.key === key);
      if (run && group) void runGroup(group, run.context, onState);
    },
    [groups, onState],
  );

  return { searched, states, retry };
}
