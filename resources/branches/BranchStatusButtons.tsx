import { useLocalName } from '@/src/localName';
import { useRecordContext } from 'react-admin';
import type { Branch } from '@/dataProvider/types';
import { StatusButtons } from '@/src/components/StatusButtons';

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
