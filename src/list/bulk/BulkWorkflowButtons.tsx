import type { ReactElement } from 'react';
import { useDataProvider, useResourceContext, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { resourceName, type ActionName, type ResourceName } from '@/dataProvider/endpoints';
import type { Transition } from '@/dataProvider/workflows';
import { BulkActionButton } from './BulkActionButton';
import { SelectionExportButton } from '@/src/list/export/ExportButton';

export interface BulkWorkflowButtonsProps<R extends object, S extends string> {
  machine: Readonly<Record<string, Transition<S>>>;
  status: (record: R) => S;
  messages: string;
  icons?: Partial<Record<string, ReactElement>>;
  dangerous?: readonly string[];
  name: (record: R) => string;
}

export function BulkWorkflowButtons<R extends object, S extends string>({
  machine,
  status,
  messages,
  icons = {},
  dangerous = [],
  name,
}: BulkWorkflowButtonsProps<R, S>) {
  const resource = resourceName(useResourceContext() ?? '');
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      {Object.entries(machine).map(([action, { from }]) => (
        <BulkActionButton<R>
          key={action}
          label={`${messages}.actions.${action}`}
          icon={icons[action]}
          color={dangerous.includes(action) ? 'error' : 'primary'}
          applies={(record) => from.includes(status(record))}
          name={name}
          call={(record) => {
            const row = record as R & RaRecord;
            return dataProvider.action(resource, {
              action: action as ActionName<ResourceName>,
              id: row.id,
              record: row,
              silent: true,
            });
          }}
        />
      ))}
      <SelectionExportButton />
    </>
  );
}
