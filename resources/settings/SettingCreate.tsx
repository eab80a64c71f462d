import { RecordCreate } from '@/src/components/RecordScreens';
import { SettingForm } from './SettingForm';

export default function SettingCreate() {
  return (
    <RecordCreate redirect="list">
      <SettingForm creating />
    </RecordCreate>
  );
}
