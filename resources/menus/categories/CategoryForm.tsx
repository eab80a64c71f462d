import { isRequired, maxText, wholeNotNegative } from '@/src/forms/validators';
import {
  useRecordContext,
  DeleteWithConfirmButton,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import type { MenuCategory } from '@/dataProvider/types';
import { statusChoices } from '../shared';

const mustHave = [isRequired];
const nameRules = [isRequired, maxText('name')];

function CategoryToolbar({ editing }: { editing: boolean }) {
  const category = useRecordContext<MenuCategory>();
  return (
    <FormToolbar>
      {editing && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          redirect="/menus/categories"
          confirmTitle="resources.menuCategories.deleteTitle"
          confirmContent="resources.menuCategories.deleteContent"
          translateOptions={{ name: category?.name ?? '' }}
        />
      )}
    </FormToolbar>
  );
}

export function CategoryForm({ editing = false }: { editing?: boolean }) {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      warnWhenUnsavedChanges
      toolbar={<CategoryToolbar editing={editing} />}
      sx={{ maxWidth: 560 }}
    >
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="nameAr" validate={nameRules} fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <SelectInput source="status" choices={statusChoices} defaultValue="active" validate={mustHave} />
      <NumberInput source="order" step={1} validate={wholeNotNegative} />
      <TextInput source="icon" helperText={false} validate={maxText('name')} />
    </SimpleForm>
  );
}
