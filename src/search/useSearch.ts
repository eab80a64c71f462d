import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { userRoles } from '@/dataProvider/session';
import { languageOf } from '@/i18n/language';
import { groupsFor } from './searchGroups';
import { groupQuery, groupState } from './searchRun';
import type { GroupKey, GroupState } from './types';

/** A word typed is one search, not one per letter. */
export const DEBOUNCE_MS = 250;

export type GroupStates = Partial<Record<GroupKey, GroupState>>;

export interface Search {
  searched: string;
  states: GroupStates;
  retry: (key: GroupKey) => void;
}

function usePaused(typed: string): string {
  const [searched, setSearched] = useState('');
  const text = typed.trim();
  useEffect(() => {
    const timer = setTimeout(() => setSearched(text), text ? DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [text]);
  return searched;
}

export function useSearch(typed: string): Search {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = languageOf(locale);
  const roles = userRoles();
  const roleKey = roles.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the roles' content, not the array read each render
  const groups = useMemo(() => groupsFor(roles), [roleKey]);
  const searched = usePaused(typed);
  const context = { dataProvider, typed: searched, language, roles, translate };
  const queries = useQueries({ queries: searched ? groups.map((group) => groupQuery(group, context)) : [] });

  const states: GroupStates = {};
  queries.forEach((query, index) => {
    const state = groupState(query, translate);
    if (state) states[groups[index].key] = state;
  });
  const retry = (key: GroupKey) => void queries[groups.findIndex((group) => group.key === key)]?.refetch();
  return { searched, states, retry };
}
