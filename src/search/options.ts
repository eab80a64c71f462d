import { GROUP_KEYS, type GroupKey } from './types';
import type { GroupStates } from './useSearch';

/** One choice in the results: a record (or screen) found, or a group's "All N in <list>". */
export interface SearchOption {
  /** The element's id, which the box names as its active descendant. */
  id: string;
  /** Its place among every group's choices, for the arrow keys. */
  index: number;
  group: GroupKey;
  to: string;
}

/** A group as shown: its title, then what it says (searching, failed) or its choices. */
export interface ShownGroup {
  key: GroupKey;
  state: NonNullable<GroupStates[GroupKey]>;
  options: SearchOption[];
}

/**
 * The groups shown, in their order: those that found something, and those that failed (they say so, with Retry);
 * a group still searching or that found nothing is left out. The choices are numbered in that order for the
 * arrow keys.
 */
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
