import { useRecordContext } from 'react-admin';
import { RecordEdit } from '@/src/record/RecordScreens';
import type { MenuItem } from '@/dataProvider/types';
import { useLocalName } from '../shared';
import { MenuItemForm } from './MenuItemForm';

function Title() {
  const item = useRecordContext<MenuItem>();
  const localName = useLocalName();
  return <>{localName(item?.name)}</>;
}

export default function MenuItemEdit() {
  return (
    <RecordEdit title={<Title />} redirect={false}>
      <MenuItemForm editing />
    </RecordEdit>
  );
}
