import { useLocalName } from '@/src/format/localName';
import { useRecordContext } from 'react-admin';
import type { Branch } from '@/dataProvider/types';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { BulkStatusButtons } from '@/src/list/bulk/BulkStatusButtons';

/** Activate or deactivate, archive or restore the branch in context; each asks first. */
export function BranchStatusButtons() {
  const branch = useRecordContext<Branch>();
  const localName = useLocalName();
  if (!branch) return null;
  return (
    <StatusButtons
      messages="resources.branches"
      active={branch.status === 'active'}
      archived={branch.archived}
      confirm={['activate', 'deactivate', 'archive', 'restore']}
      name={localName(branch.name)}
    />
  );
}

/** The same calls on the selected branches. */
export function BranchBulkButtons() {
  const localName = useLocalName();
  return (
    <BulkStatusButtons<Branch>
      isActive={(b) => b.status === 'active'}
      isArchived={(b) => b.archived}
      name={(b) => localName(b.name)}
    />
  );
}
