import { Edit, useRecordContext } from 'react-admin';
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
    <Edit title={<Title />} mutationMode="pessimistic" redirect={false}>
      <MenuItemForm editing />
    </Edit>
  );
}
