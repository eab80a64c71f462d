import { RecordCreate } from '@/src/record/RecordScreens';
import { BranchForm } from './BranchForm';
import { toBranchBody } from './branchBody';

export default function BranchCreate() {
  // To the editor: the tabs that need the branch to exist open there.
  return (
    <RecordCreate redirect="edit" transform={toBranchBody}>
      <BranchForm creating />
    </RecordCreate>
  );
}
