import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { SystemUser } from '@/dataProvider/types';
import { UserForm } from './UserForm';

function UserTitle() {
  const user = useRecordContext<SystemUser>();
  return <>{user ? `${user.firstName} ${user.lastName}`.trim() || user.email : ''}</>;
}

export default function UserEdit() {
  return (
    <RecordEdit title={<UserTitle />} redirect="list">
      <UserForm />
    </RecordEdit>
  );
}
