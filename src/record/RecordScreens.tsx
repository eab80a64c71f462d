import type { ReactNode } from 'react';
import { CardContent } from '@mui/material';
import {
  Create,
  Edit,
  Show,
  useCreatePath,
  type CreateProps,
  type EditProps,
  type RaRecord,
  type ShowProps,
} from 'react-admin';
import { LoadError, LoadWaiting } from '@/src/loading/LoadError';
import { SaveMerge } from '@/src/save/SaveMerge';
import { SingleSave } from '@/src/save/SingleSave';

/** What a record screen shows of its load: the record's controller state (react-admin's edit and show contexts). */
interface RecordLoad {
  record?: RaRecord;
  error?: unknown;
  refetch: () => unknown;
  resource: string;
}

function RecordLoadError({ error, refetch, resource, listPath }: RecordLoad & { listPath?: string }) {
  const createPath = useCreatePath();
  return <LoadError error={error} onRetry={refetch} listPath={listPath ?? createPath({ resource, type: 'list' })} />;
}

/**
 * The record's screen once its record is there; before that, its failed load with Retry (a 404 also offers the
 * way back to the list). A record already on screen stays when a later refetch fails (the 120 s one): its form
 * may hold what staff typed, and the toast says the refetch failed.
 */
const recordOrError = (children: ReactNode, listPath?: string) => (load: RecordLoad) => {
  if (load.record) return children;
  if (load.error) return <RecordLoadError {...load} listPath={listPath} />;
  return <CardContent>&nbsp;</CardContent>;
};

// The address stays: react-admin would send the user to the list with a toast that the record does not exist,
// whatever went wrong. The HTTP client has already said what did. Back online, the record is read again, as
// every 120 s: forms keep what was typed over a new record (KEEP_TYPED, MergeInForm).
const stay = { redirectOnError: false as const, queryOptions: { onError: () => undefined, refetchOnReconnect: true } };
const waiting = <LoadWaiting />;

type RecordScreenProps = { children: ReactNode; listPath?: string };

/**
 * A record's edit screen. Its save merges with what the server has when it is sent (SaveMerge), so it waits for the
 * server's answer: pessimistic, since an optimistic save would show values the server may not keep. One save at a
 * time (SingleSave).
 */
export function RecordEdit({
  children,
  listPath,
  transform,
  ...props
}: Omit<EditProps, 'children' | 'render' | 'mutationMode'> & RecordScreenProps) {
  const merged = (
    <SingleSave>
      <SaveMerge transform={transform}>{children}</SaveMerge>
    </SingleSave>
  );
  return (
    <Edit {...stay} offline={waiting} {...props} mutationMode="pessimistic" render={recordOrError(merged, listPath)} />
  );
}

/** A record's create screen: one save at a time (SingleSave), which waits for the server's answer. */
export function RecordCreate({ children, ...props }: Omit<CreateProps, 'mutationMode'> & { children: ReactNode }) {
  return (
    <Create {...props} mutationMode="pessimistic">
      <SingleSave>{children}</SingleSave>
    </Create>
  );
}

export function RecordShowBase({
  children,
  listPath,
  ...props
}: Omit<ShowProps, 'children' | 'render'> & RecordScreenProps) {
  return <Show {...stay} offline={waiting} {...props} render={recordOrError(children, listPath)} />;
}
