import { useLocalName } from '@/src/format/localName';
import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { Branch } from '@/dataProvider/types';
import { BranchForm } from './BranchForm';
import { toBranchBody } from './branchBody';

function BranchTitle() {
  const branch = useRecordContext<Branch>();
  const localName = useLocalName();
  return <>{localName(branch?.name)}</>;
}

export default function BranchEdit() {
  // Stays on the editor after a save: an admin often goes on to the next tab.
  return (
    <RecordEdit title={<BranchTitle />} redirect={false} transform={toBranchBody}>
      <BranchForm />
    </RecordEdit>
  );
}
