import { RecordCreate } from '@/src/record/RecordScreens';
import { SettingForm } from './SettingForm';

export default function SettingCreate() {
  return (
    <RecordCreate redirect="list">
      <SettingForm creating />
    </RecordCreate>
  );
}
