import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { Setting } from '@/dataProvider/types';
import { SettingForm } from './SettingForm';

function SettingTitle() {
  const setting = useRecordContext<Setting>();
  return <>{setting?.key ?? ''}</>;
}

export default function SettingEdit() {
  return (
    <RecordEdit title={<SettingTitle />} redirect="list">
      <SettingForm />
    </RecordEdit>
  );
}
