import { Create } from 'react-admin';
import { MenuItemForm } from './MenuItemForm';

/** At /menus/itemDetails (the spec's path); after saving, the new item opens at /menus/{itemId}. */
export default function MenuItemCreate() {
  return (
    <Create redirect="edit">
      <MenuItemForm />
    </Create>
  );
}
