/** The inputs of the General, Services and Working hours tabs. */
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { Box, Stack } from '@mui/material';
import { isRequired } from '@/src/validators';
import { dayChoices, serviceChoices, statusChoices, timeSlots } from './choices';
import { atLeastOneDay, atLeastOneShift, endsAfterStart, referenceCodeMax } from './validators';

const twoColumns = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' }, width: '100%', maxWidth: 760 };

export function GeneralInputs() {
  return (
    <Box sx={twoColumns}>
      <TextInput source="name.en" label="resources.branches.labels.nameEn" validate={isRequired} />
      <TextInput source="name.ar" label="resources.branches.labels.nameAr" validate={isRequired} dir="rtl" />
      <TextInput source="reference_code" validate={[isRequired, referenceCodeMax]} />
      {/* A phone number reads left to right in Arabic too. */}
      <TextInput source="phone" validate={isRequired} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextInput source="address" validate={isRequired} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <TextInput source="description" multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <TextInput source="foodicsId" />
      <SelectInput source="status" choices={statusChoices} validate={isRequired} />
      <NumberInput source="location.lat" label="resources.branches.labels.latitude" validate={isRequired} min={-90} max={90} />
      <NumberInput source="location.lng" label="resources.branches.labels.longitude" validate={isRequired} min={-180} max={180} />
    </Box>
  );
}

export function ServicesInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 760 }}>
      <Box sx={twoColumns}>
        {serviceChoices.map((service) => (
          <BooleanInput key={service.id} source={`services.${service.id}`} label={service.name} />
        ))}
      </Box>
      <Box sx={twoColumns}>
        <NumberInput source="deliveryFees" validate={isRequired} min={0} />
        <NumberInput source="autoCancelAfterMinutes" validate={isRequired} min={0} />
      </Box>
      <BooleanInput source="autoConfirm" />
    </Stack>
  );
}

// Built once: 24 hourly slots (spec section 9); labels like "10:00 am" are not i18n keys.
const slots = timeSlots(60);

export function ShiftsInput() {
  return (
    <ArrayInput source="shifts" validate={atLeastOneShift}>
      <SimpleFormIterator inline disableReordering>
        <CheckboxGroupInput source="days" label="resources.branches.labels.days" choices={dayChoices} validate={atLeastOneDay} />
        <SelectInput source="start" label="resources.branches.labels.start" choices={slots} translateChoice={false} validate={isRequired} />
        <SelectInput
          source="end"
          label="resources.branches.labels.end"
          choices={slots}
          translateChoice={false}
          validate={[isRequired, endsAfterStart]}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
