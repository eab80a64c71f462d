import { loadErrorText } from '@/src/loading/LoadError';
import type { GroupState, SearchContext, SearchGroup } from './types';

/** A group's new state; undefined when the group has nothing to say for this text (it leaves the results). */
export type OnGroupState = (group: SearchGroup, state: GroupState | undefined) => void;

/**
 * One group's search: loading, then what it found or why it failed (the server's message, in place). Nothing is
 * told once the search is cancelled: a newer text has replaced it.
 */
export async function runGroup(group: SearchGroup, context: SearchContext, onState: OnGroupState): Promise<void> {
  onState(group, { status: 'loading' });
  try {
    const found = await group.search(context);
    if (!context.signal.aborted) onState(group, found && { status: 'done', found });
  } catch (error) {
    if (!context.signal.aborted) onState(group, { status: 'failed', message: loadErrorText(error, context.translate) });
  }
}

/** Every group's search for one text, side by side: a slow or failed group holds up none of the others. */
export function runSearch(
  groups: readonly SearchGroup[],
  context: SearchContext,
  onState: OnGroupState,
): Promise<void> {
  return Promise.all(groups.map((group) => runGroup(group, context, onState))).then(() => undefined);
}
