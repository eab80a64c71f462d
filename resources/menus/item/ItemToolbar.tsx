import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import type { MenuItem } from '@/dataProvider/types';
import { useLocalName } from '../shared';

export function ItemToolbar({ editing }: { editing: boolean }) {
  const item = useRecordContext<MenuItem>();
  const localName = useLocalName();
  return (
    <FormToolbar>
      {editing && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect="/menus"
          confirmTitle="resources.menus.deleteTitle"
          confirmContent="resources.menus.deleteContent"
          translateOptions={{ name: localName(item?.name) }}
        />
      )}
    </FormToolbar>
  );
}
