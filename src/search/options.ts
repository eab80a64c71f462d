import { GROUP_KEYS, type GroupKey } from './types';
import type { GroupStates } from './useSearch';

export interface SearchOption {
  id: string;
  index: number;
  group: GroupKey;
  to: string;
}

export interface ShownGroup {
  key: GroupKey;
  state: NonNullable<GroupStates[GroupKey]>;
  options: SearchOption[];
}

/** A failed group says so, with Retry; one still searching or that found nothing is left out. */
export function shownGroups(states: GroupStates, idPrefix: string): ShownGroup[] {
  let count = 0;
  const option = (key: GroupKey, name: string, to: string): SearchOption => ({
    id: `${idPrefix}-${key}-${name}`,
    index: count++,
    group: key,
    to,
  });
  return GROUP_KEYS.flatMap((key): ShownGroup[] => {
    const state = states[key];
    if (!state || state.status === 'loading') return [];
    if (state.status === 'failed') return [{ key, state, options: [] }];
    const { hits, all } = state.found;
    if (hits.length === 0) return [];
    const options = hits.map((hit, place) => option(key, String(place), hit.to));
    if (all && all.total > 0) options.push(option(key, 'all', all.to));
    return [{ key, state, options }];
  });
}
