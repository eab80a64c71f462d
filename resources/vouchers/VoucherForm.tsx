import { Box } from '@mui/material';
import { FormDataConsumer, NumberInput, RadioButtonGroupInput, SelectInput, TextInput, SimpleForm } from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { DateInput } from '@/src/dates/DateInput';
import { isRequired, maxText } from '@/src/forms/validators';
import { sourceChoices, statusChoices, typeChoices } from './choices';
import { CustomersFileInput } from './CustomersFileInput';
import { validateBalance, validateCustomers, validateFrom, validateTo } from './validators';
import { VoucherStatusButtons } from './VoucherStatusButtons';

const customersText = (value: unknown) =>
  Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';

/** The one form behind /vouchers/create and /vouchers/{voucherId}. */
export function VoucherForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      toolbar={<FormToolbar>{!creating && <VoucherStatusButtons />}</FormToolbar>}
      warnWhenUnsavedChanges
      defaultValues={creating ? { type: 'balance', customersSource: 'file', status: 'active' } : undefined}
    >
      <Box
        sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' }, width: '100%', maxWidth: 720 }}
      >
        <TextInput source="group" validate={[isRequired, maxText('name')]} autoComplete="off" />
        <SelectInput source="type" choices={typeChoices} validate={isRequired} />
        <NumberInput source="balance" validate={validateBalance} />
        {creating ? <SelectInput source="status" choices={statusChoices} validate={isRequired} /> : <span />}
        <DateInput source="availableFrom" validate={validateFrom} />
        <DateInput source="availableTo" validate={validateTo} />
      </Box>
      <RadioButtonGroupInput source="customersSource" choices={sourceChoices} validate={isRequired} />
      <FormDataConsumer<{ customersSource?: string }>>
        {({ formData }) =>
          formData.customersSource === 'ids' ? (
            <TextInput
              source="customers"
              multiline
              minRows={3}
              format={customersText}
              parse={(text: string) => text}
              validate={validateCustomers}
              helperText="resources.vouchers.customersHint"
              sx={{ maxWidth: 720 }}
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          ) : (
            <CustomersFileInput />
          )
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}
