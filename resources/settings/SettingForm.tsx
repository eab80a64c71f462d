import { SimpleForm, TextInput } from 'react-admin';
import { validateKey, validateValue } from './validators';

export function SettingForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
      <TextInput source="key" validate={creating ? validateKey : undefined} readOnly={!creating} fullWidth />
      <TextInput source="value" validate={validateValue} multiline fullWidth />
    </SimpleForm>
  );
}
