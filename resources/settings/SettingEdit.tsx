import { Edit, useRecordContext } from 'react-admin';
import type { Setting } from '@/dataProvider/types';
import { SettingForm } from './SettingForm';

function SettingTitle() {
  const setting = useRecordContext<Setting>();
  return <>{setting?.key ?? ''}</>;
}

export default function SettingEdit() {
  return (
    <Edit title={<SettingTitle />} mutationMode="pessimistic" redirect="list">
      <SettingForm />
    </Edit>
  );
}
