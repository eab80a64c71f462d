import { useDataProvider, useResourceContext, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { resourceName } from '@/dataProvider/endpoints';
import { STATUS_VERBS, type StatusVerb } from '@/src/actions/statusVerbs';
import { BulkActionButton } from './BulkActionButton';
import { SelectionExportButton } from '@/src/list/export/ExportButton';

export interface BulkStatusButtonsProps<R extends object> {
  isActive: (record: R) => boolean;
  isArchived?: (record: R) => boolean;
  name: (record: R) => string;
  /** False for a record no status call may touch (one's own account). */
  eligible?: (record: R) => boolean;
}

export function BulkStatusButtons<R extends object>({
  isActive,
  isArchived,
  name,
  eligible = () => true,
}: BulkStatusButtonsProps<R>) {
  const resource = resourceName(useResourceContext() ?? '');
  const dataProvider = useDataProvider<AppDataProvider>();
  const applies: Record<StatusVerb, (record: R) => boolean> = {
    activate: (r) => !isActive(r),
    deactivate: (r) => isActive(r),
    archive: (r) => isArchived?.(r) === false,
    restore: (r) => isArchived?.(r) === true,
  };
  const verbs: StatusVerb[] = isArchived
    ? ['activate', 'deactivate', 'archive', 'restore']
    : ['activate', 'deactivate'];
  return (
    <>
      {verbs.map((verb) => (
        <BulkActionButton<R>
          key={verb}
          label={`app.actions.${verb}`}
          icon={STATUS_VERBS[verb].icon}
          color={STATUS_VERBS[verb].color ?? 'primary'}
          applies={(record) => eligible(record) && applies[verb](record)}
          name={name}
          call={(record) => {
            const row = record as R & RaRecord;
            return dataProvider.action(resource, { action: verb, id: row.id, record: row, silent: true });
          }}
        />
      ))}
      <SelectionExportButton />
    </>
  );
}
