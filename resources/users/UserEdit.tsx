import { Edit, useRecordContext } from 'react-admin';
import type { SystemUser } from '@/dataProvider/types';
import { UserForm } from './UserForm';

function UserTitle() {
  const user = useRecordContext<SystemUser>();
  return <>{user ? `${user.firstName} ${user.lastName}`.trim() || user.email : ''}</>;
}

export default function UserEdit() {
  return (
    <Edit title={<UserTitle />} mutationMode="pessimistic" redirect="list">
      <UserForm />
    </Edit>
  );
}
