import { useEffect, useMemo } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useFormState, type KeepStateOptions } from 'react-hook-form';
import { sameValue, valueAt } from '@/dataProvider/merge';
import { ConflictQuestion } from './ConflictQuestion';
import { useFreshSave } from './FreshSave';

/**
 * Every form's reset options. react-admin resets a form whenever its record changes: after a reorder, an upload,
 * a status toggle or the 120 s refetch. Without this, the reset wiped what staff had typed and not yet saved.
 */
export const KEEP_TYPED: KeepStateOptions = { keepDirtyValues: true };

type DirtyTree = boolean | DirtyTree[] | { [key: string]: DirtyTree } | undefined;

/** The paths of the fields staff changed, e.g. `price`, `name.en`, `components.1.quantity`. */
export function dirtyPaths(tree: DirtyTree, prefix = ''): string[] {
  if (tree === true) return prefix ? [prefix] : [];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, branch]) =>
    dirtyPaths(branch as DirtyTree, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keeps the form's base as its record moves on (refetch, own save, a status toggle). */
function useTrackedBase() {
  const record = useRecordContext();
  const fresh = useFreshSave();
  const { getValues, reset } = useFormContext();
  const { dirtyFields } = useFormState();
  // Runs before react-admin's reset (a child's effects run first), on the values as staff left them.
  useEffect(() => {
    if (!fresh || !record) return;
    const typed = getValues();
    fresh.track(record, typed);
    // KEEP_TYPED keeps fields marked as changed even once the record holds them (after this form's own save):
    // when it holds every one, the form is clean again, and leaving it asks nothing.
    const changed = dirtyPaths(dirtyFields as DirtyTree);
    if (changed.length > 0 && changed.every((path) => sameValue(valueAt(record, path), valueAt(typed, path))))
      reset(record);
    // Only a new record is a reason to look; the form is read as it stands at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);
}

/**
 * Placed in every form (by its Save): keeps the record as the form loaded it, and when a save met someone else's
 * change of the same fields, asks which to keep (ConflictQuestion). Nothing is sent while it is open.
 */
export function ServerChangeDialog() {
  useTrackedBase();
  const fresh = useFreshSave();
  const resource = useResourceContext() ?? '';
  const { setValue } = useFormContext();
  const conflict = fresh?.conflict ?? null;
  const question = useMemo(
    () =>
      conflict && {
        fields: conflict.error.fields,
        mine: conflict.values,
        theirs: conflict.error.theirs,
        trigger: conflict.trigger,
      },
    [conflict],
  );
  if (!fresh) return null;

  // Their values go into the form; the screen shows the record as it is now, and the form stays open for review.
  const keepTheirs = () => {
    if (!conflict) return;
    const { theirs, fields } = conflict.error;
    for (const path of fields) setValue(path, valueAt(theirs, path), { shouldDirty: true });
    fresh.showTheirs(theirs);
    fresh.close();
  };
  return (
    <ConflictQuestion
      question={question}
      resource={resource}
      onKeepMine={fresh.keepMine}
      onKeepTheirs={keepTheirs}
      onClose={fresh.close}
    />
  );
}
