import { useEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type KeepStateOptions } from 'react-hook-form';
import { sameValue, valueAt } from '@/dataProvider/merge';
import { BIDI_OWN } from '@/src/bidi';
import { fieldLabel, fieldValue } from './conflictValues';
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
 * change of the same fields, asks which to keep, naming each field with both values. Nothing is sent while it is
 * open; Escape closes it and leaves the form as it was.
 */
export function ServerChangeDialog() {
  useTrackedBase();
  const fresh = useFreshSave();
  const translate = useTranslate();
  const language = useLocale();
  const resource = useResourceContext() ?? '';
  const { setValue } = useFormContext();
  const conflict = fresh?.conflict;
  // The question's focus goes back, once it has closed, to what started the save (MUI would find it disabled).
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (conflict) returnTo.current = conflict.trigger;
  }, [conflict]);
  if (!fresh) return null;
  const reading = { resource, translate, language };

  // Their values go into the form; the screen shows the record as it is now, and the form stays open for review.
  const keepTheirs = () => {
    if (!conflict) return;
    const { theirs, fields } = conflict.error;
    for (const path of fields) setValue(path, valueAt(theirs, path), { shouldDirty: true });
    fresh.showTheirs(theirs);
    fresh.close();
  };
  return (
    <Dialog
      open={Boolean(conflict)}
      onClose={fresh.close}
      aria-labelledby="server-change-title"
      aria-describedby="server-change-text"
      maxWidth="md"
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => returnTo.current?.focus() } }}
    >
      <DialogTitle id="server-change-title">{translate('app.serverChange.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="server-change-text">{translate('app.serverChange.content')}</DialogContentText>
        {conflict && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.serverChange.field')}</TableCell>
                <TableCell>{translate('app.serverChange.mine')}</TableCell>
                <TableCell>{translate('app.serverChange.theirs')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {conflict.error.fields.map((path) => (
                <TableRow key={path} data-field={path}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(path, reading)}
                  </TableCell>
                  <TableCell dir="auto" sx={BIDI_OWN} data-value="mine">
                    {fieldValue(valueAt(conflict.values, path), path, reading)}
                  </TableCell>
                  <TableCell dir="auto" sx={BIDI_OWN} data-value="theirs">
                    {fieldValue(valueAt(conflict.error.theirs, path), path, reading)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={keepTheirs}>{translate('app.serverChange.keepTheirs')}</Button>
        <Button onClick={fresh.keepMine} variant="contained" autoFocus>
          {translate('app.serverChange.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
