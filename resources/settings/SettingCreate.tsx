import { Create } from 'react-admin';
import { SettingForm } from './SettingForm';

export default function SettingCreate() {
  return (
    <Create redirect="list">
      <SettingForm creating />
    </Create>
  );
}
