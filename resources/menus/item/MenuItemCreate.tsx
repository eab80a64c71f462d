import { RecordCreate } from '@/src/record/RecordScreens';
import { MenuItemForm } from './MenuItemForm';

/** At /menus/itemDetails (the spec's path); after saving, the new item opens at /menus/{itemId}. */
export default function MenuItemCreate() {
  return (
    <RecordCreate redirect="edit">
      <MenuItemForm />
    </RecordCreate>
  );
}
