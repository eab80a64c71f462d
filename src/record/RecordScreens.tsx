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

// A record already on screen stays when a later refetch fails: its form may hold what staff typed.
const recordOrError = (children: ReactNode, listPath?: string) => (load: RecordLoad) => {
  if (load.record) return children;
  if (load.error) return <RecordLoadError {...load} listPath={listPath} />;
  return <CardContent>&nbsp;</CardContent>;
};

// The address stays: react-admin would send the user to the list saying the record does not exist, whatever went
// wrong; the HTTP client has said what did.
const stay = { redirectOnError: false as const, queryOptions: { onError: () => undefined, refetchOnReconnect: true } };
const waiting = <LoadWaiting />;

type RecordScreenProps = { children: ReactNode; listPath?: string };

/** Pessimistic: the save merges with the server's record (SaveMerge); optimistic shows values it may not keep. */
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
