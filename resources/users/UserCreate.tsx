import { RecordCreate } from '@/src/record/RecordScreens';
import { UserForm } from './UserForm';

export default function UserCreate() {
  return (
    <RecordCreate redirect="list">
      <UserForm creating />
    </RecordCreate>
  );
}
