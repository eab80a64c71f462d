import { PasswordInput, SelectInput, TextInput, SimpleForm } from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { Box } from '@mui/material';
import { atLeast, isEmail, isRequired, maxText } from '@/src/forms/validators';
import { privilegeChoices } from './privileges';
import { UserStatusButtons } from './UserStatusButtons';

const passwordRules = [isRequired, atLeast(8)];

/** The one form behind /users/newuser and /users/{userId}. */
export function UserForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      toolbar={<FormToolbar>{!creating && <UserStatusButtons withArchive />}</FormToolbar>}
      warnWhenUnsavedChanges
    >
      <Box
        sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' }, width: '100%', maxWidth: 720 }}
      >
        <TextInput source="firstName" validate={[isRequired, maxText('name')]} autoComplete="off" />
        <TextInput source="lastName" validate={[isRequired, maxText('name')]} autoComplete="off" />
        <TextInput source="email" type="email" validate={[isRequired, isEmail, maxText('email')]} autoComplete="off" />
        <SelectInput source="privilege" choices={privilegeChoices} validate={isRequired} />
        {creating && (
          <PasswordInput
            source="password"
            validate={passwordRules}
            autoComplete="new-password"
            helperText="resources.users.passwordHint"
          />
        )}
      </Box>
    </SimpleForm>
  );
}
