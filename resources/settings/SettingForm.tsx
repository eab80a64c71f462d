import { SimpleForm, TextInput } from 'react-admin';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { FormToolbar } from '@/src/save/FormToolbar';
import { validateKey, validateValue } from './validators';

export function SettingForm({ creating = false }: { creating?: boolean }) {
  return (
    // The API cannot delete a setting: no Delete button.
    <SimpleForm resetOptions={KEEP_TYPED} warnWhenUnsavedChanges sx={{ maxWidth: 720 }} toolbar={<FormToolbar />}>
      <TextInput source="key" validate={creating ? validateKey : undefined} readOnly={!creating} fullWidth />
      <TextInput source="value" validate={validateValue} multiline fullWidth />
    </SimpleForm>
  );
}
