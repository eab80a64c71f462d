import { useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { sameValue, valueAt } from '@/dataProvider/merge';
import { useSaveMerge } from './SaveMerge';

type DirtyTree = boolean | DirtyTree[] | { [key: string]: DirtyTree } | undefined;

export function dirtyPaths(tree: DirtyTree, prefix = ''): string[] {
  if (tree === true) return prefix ? [prefix] : [];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, branch]) =>
    dirtyPaths(branch as DirtyTree, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keeps the record as the form loaded it while the record moves on, and lends the merge the form for "Keep theirs". */
export function MergeInForm() {
  const record = useRecordContext();
  const merge = useSaveMerge();
  const { getValues, reset, setValue } = useFormContext();
  const { dirtyFields } = useFormState();
  useEffect(
    () =>
      merge?.link({
        putTheirs: (fields, theirs) => {
          for (const path of fields) setValue(path, valueAt(theirs, path), { shouldDirty: true });
        },
      }),
    [merge, setValue],
  );
  // Runs before react-admin's reset (a child's effects run first), on the values as staff left them.
  useEffect(() => {
    if (!merge || !record) return;
    const typed = getValues();
    merge.track(record, typed);
    // KEEP_TYPED keeps fields marked as changed even once the record holds them (after this form's own save).
    const changed = dirtyPaths(dirtyFields as DirtyTree);
    if (changed.length > 0 && changed.every((path) => sameValue(valueAt(record, path), valueAt(typed, path))))
      reset(record);
    // Only a new record is a reason to look; the form is read as it stands at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);
  return null;
}
