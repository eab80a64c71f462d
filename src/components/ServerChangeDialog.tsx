import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, type FieldValues, type KeepStateOptions } from 'react-hook-form';

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

const valueAt = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value != null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      source,
    );

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields saved elsewhere while staff edited them: changed on the server, changed here, and not to the same
 * value. Fields staff did not touch simply take the saved value (KEEP_TYPED).
 */
export function conflicts(before: RaRecord, after: RaRecord, typed: FieldValues, changed: string[]): string[] {
  return changed.filter(
    (path) => !same(valueAt(before, path), valueAt(after, path)) && !same(valueAt(after, path), valueAt(typed, path)),
  );
}

/**
 * Placed in a form: when the record is saved elsewhere while staff have changed some of the same fields, asks
 * which to keep. Keeping theirs (the default on Escape) loses nothing; taking the saved version replaces only
 * those fields. A change that comes while this form submits is its own save (forms save pessimistically).
 */
export function ServerChangeDialog() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { getValues, setValue, reset } = useFormContext();
  const { dirtyFields, isSubmitting } = useFormState();
  const seen = useRef(record);
  const [clashes, setClashes] = useState<{ paths: string[]; saved: RaRecord } | null>(null);

  // Runs before react-admin's reset (a child's effects run first), on the values as staff left them.
  useEffect(() => {
    const before = seen.current;
    seen.current = record;
    if (!before || !record || before === record || before.id !== record.id) return;
    const typed = getValues();
    const changed = dirtyPaths(dirtyFields as DirtyTree);
    // KEEP_TYPED keeps fields marked as changed even once the record holds them (after this form's own save):
    // when it holds every one, the form is clean again, and leaving it asks nothing.
    if (changed.every((path) => same(valueAt(record, path), valueAt(typed, path)))) {
      reset(record);
      return;
    }
    if (isSubmitting) return;
    const paths = conflicts(before, record, typed, changed);
    if (paths.length > 0) setClashes({ paths, saved: record });
    // Only a new record is a reason to look; dirtyFields is read as it stands at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);

  const takeSaved = () => {
    if (clashes) for (const path of clashes.paths) setValue(path, valueAt(clashes.saved, path), { shouldDirty: true });
    setClashes(null);
  };
  // Keeping what staff typed is the safe answer: it has the focus and is what Escape gives.
  const keep = () => setClashes(null);
  return (
    <Dialog
      open={clashes !== null}
      onClose={keep}
      aria-labelledby="server-change-title"
      aria-describedby="server-change-text"
    >
      <DialogTitle id="server-change-title">{translate('app.serverChange.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="server-change-text">{translate('app.serverChange.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={takeSaved}>{translate('app.serverChange.takeSaved')}</Button>
        <Button onClick={keep} variant="contained" autoFocus>
          {translate('app.serverChange.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
