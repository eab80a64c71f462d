import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  SaveContextProvider,
  useNotify,
  useResourceContext,
  useSaveContext,
  type RaRecord,
  type SaveHandlerCallbacks,
  type TransformData,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ConflictError, withSaveBase } from '@/dataProvider/freshWrite';
import { recordQueryKey } from '@/src/query/listQuery';
import { fieldPaths, sameValue, valueAt, withValueAt, type KeptMine } from '@/dataProvider/merge';
import { ConflictQuestion, type Question } from './ConflictQuestion';

export interface SaveConflict {
  error: ConflictError;
  values: FieldValues;
  callbacks: SaveHandlerCallbacks;
  trigger: HTMLElement | null;
}

export interface MergedForm {
  putTheirs: (fields: readonly string[], theirs: RaRecord) => void;
}

interface SaveMergeValue {
  track: (record: RaRecord, typed: FieldValues) => void;
  link: (form: MergedForm) => () => void;
  /** Save turns disabled while it runs, and a disabled button loses focus. */
  noteTrigger: (element: HTMLElement) => void;
}

/** A field staff changed keeps the value they started from, which the save compares with the server's. */
export function movedBase(base: RaRecord, record: RaRecord, typed: FieldValues): RaRecord {
  let next = record;
  for (const path of fieldPaths(base, record)) {
    const mine = valueAt(typed, path);
    if (!sameValue(mine, valueAt(record, path)) && !sameValue(mine, valueAt(base, path)))
      next = withValueAt(next, path, valueAt(base, path));
  }
  return next;
}

const SaveMergeContext = createContext<SaveMergeValue | null>(null);

/** Null in a create form, which has nothing to merge. */
export const useSaveMerge = () => useContext(SaveMergeContext);

const unchanged: TransformData = (data) => data;

// The data carries the record as the form loaded it, so the data provider merges field by field (freshWrite.ts). A
// save without MergeInForm (in FormToolbar) would overwrite in silence, so it fails.
export function SaveMerge({
  children,
  transform = unchanged,
  onTheirs,
}: {
  children: ReactNode;
  transform?: TransformData;
  onTheirs?: (theirs: RaRecord) => void;
}) {
  const saveContext = useSaveContext();
  const queryClient = useQueryClient();
  const resource = useResourceContext();
  const notify = useNotify();
  const base = useRef<RaRecord | undefined>(undefined);
  const form = useRef<MergedForm | null>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const { save: parentSave } = saveContext;

  const send = useCallback(
    (values: FieldValues, callbacks: SaveHandlerCallbacks = {}, kept?: KeptMine, from?: HTMLElement | null) => {
      if (!form.current) throw new Error('A form saved through SaveMerge lends it no MergeInForm (FormToolbar has it)');
      const focused = document.activeElement;
      const trigger =
        from ?? (focused instanceof HTMLElement && focused !== document.body ? focused : lastTrigger.current);
      return parentSave?.(values, {
        ...callbacks,
        transform: async (data, context) =>
          withSaveBase(await (callbacks.transform ?? transform)(data, context), { base: base.current, kept }),
        onError: (error: unknown, ...rest: unknown[]) => {
          if (error instanceof ConflictError) return setConflict({ error, values, callbacks, trigger });
          if (callbacks.onError) return (callbacks.onError as (...args: unknown[]) => unknown)(error, ...rest);
          // react-admin's own answer to a failed save: fields the server named are marked on the form instead.
          const named = (error as { body?: { errors?: object } } | null)?.body?.errors;
          if (named && Object.keys(named).length > 0) return;
          notify((error as Error | null)?.message || 'ra.notification.http_error', { type: 'error' });
        },
      });
    },
    [parentSave, transform, notify],
  );

  const value = useMemo<SaveMergeValue>(
    () => ({
      track: (record, typed) => {
        const before = base.current;
        base.current = before && before.id === record.id ? movedBase(before, record, typed) : record;
      },
      link: (linked) => {
        form.current = linked;
        return () => {
          if (form.current === linked) form.current = null;
        };
      },
      noteTrigger: (element) => {
        lastTrigger.current = element;
      },
    }),
    [],
  );
  const save = useMemo(
    () => ({
      ...saveContext,
      save: (values: FieldValues, callbacks?: SaveHandlerCallbacks) => send(values, callbacks),
    }),
    [saveContext, send],
  );

  const question = useMemo<Question | null>(
    () =>
      conflict && {
        fields: conflict.error.fields,
        mine: conflict.values,
        theirs: conflict.error.theirs,
        trigger: conflict.trigger,
      },
    [conflict],
  );
  // Mine for the fields asked about, as long as the server still has what was shown.
  const keepMine = () => {
    if (!conflict) return;
    setConflict(null);
    const kept = { fields: conflict.error.fields, seen: conflict.error.theirs };
    void send(conflict.values, conflict.callbacks, kept, conflict.trigger);
  };
  const keepTheirs = () => {
    if (!conflict) return;
    const { theirs, fields } = conflict.error;
    form.current?.putTheirs(fields, theirs);
    if (onTheirs) onTheirs(theirs);
    else queryClient.setQueryData(recordQueryKey(resource, theirs.id), theirs);
    setConflict(null);
  };
  return (
    <SaveContextProvider value={save}>
      <SaveMergeContext.Provider value={value}>
        {children}
        <ConflictQuestion
          question={question}
          resource={resource ?? ''}
          onKeepMine={keepMine}
          onKeepTheirs={keepTheirs}
          onClose={() => setConflict(null)}
        />
      </SaveMergeContext.Provider>
    </SaveContextProvider>
  );
}
