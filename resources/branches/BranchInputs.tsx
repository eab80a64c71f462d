/** The inputs of the General, Services and Working hours tabs. */
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
  useWrappedSource,
} from 'react-admin';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { timeSlots } from '@/src/format/values';
import { endsNextDay } from '@/dataProvider/shiftRules';
import { endsAfter } from './shifts';
import { isRequired, maxText, notNegative } from '@/src/forms/validators';
import { SwitchInput } from '@/src/forms/SwitchInput';
import { serviceChoices, statusChoices } from './choices';
import { DaysInput } from './DaysInput';
import { atLeastOneShift, endsAfterStart, referenceCodeMax } from './validators';

const twoColumns = {
  display: 'grid',
  gap: { sm: 2 },
  gridTemplateColumns: { sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
};

export function GeneralInputs() {
  return (
    <Box sx={twoColumns}>
      <TextInput source="name.en" label="resources.branches.labels.nameEn" validate={[isRequired, maxText('name')]} />
      <TextInput
        source="name.ar"
        label="resources.branches.labels.nameAr"
        validate={[isRequired, maxText('name')]}
        dir="rtl"
      />
      <TextInput source="reference_code" validate={[isRequired, referenceCodeMax]} />
      {/* A phone number reads left to right in Arabic too. */}
      <TextInput source="phone" validate={[isRequired, maxText('name')]} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextInput source="address" validate={[isRequired, maxText('text')]} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <TextInput
        source="description"
        multiline
        minRows={2}
        validate={maxText('text')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <TextInput source="foodicsId" validate={maxText('name')} />
      <SelectInput source="status" choices={statusChoices} validate={isRequired} />
      <NumberInput
        source="location.lat"
        label="resources.branches.labels.latitude"
        validate={isRequired}
        min={-90}
        max={90}
      />
      <NumberInput
        source="location.lng"
        label="resources.branches.labels.longitude"
        validate={isRequired}
        min={-180}
        max={180}
      />
    </Box>
  );
}

export function ServicesInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 760 }}>
      <Box sx={twoColumns}>
        {serviceChoices.map((service) => (
          <SwitchInput key={service.id} source={`services.${service.id}`} label={service.name} />
        ))}
      </Box>
      <Box sx={twoColumns}>
        <NumberInput source="deliveryFees" validate={[isRequired, notNegative]} />
        <NumberInput source="autoCancelAfterMinutes" validate={[isRequired, notNegative]} />
      </Box>
      <SwitchInput source="autoConfirm" />
    </Stack>
  );
}

export function ShiftsInput() {
  // 24 hourly slots, labelled in the screen's language ("10:00 am", "10:00 ص").
  const [locale] = useLocaleState();
  const slots = useMemo(() => timeSlots(locale), [locale]);
  return (
    <ArrayInput source="shifts" validate={atLeastOneShift}>
      <SimpleFormIterator inline disableReordering>
        <DaysInput />
        <SelectInput
          source="start"
          label="resources.branches.labels.start"
          choices={slots}
          translateChoice={false}
          validate={isRequired}
        />
        <ShiftEndInput slots={slots} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * A shift's end: the slots from just after its start, round the clock; those before the start are the next
 * day's, and say so ("02:00 am (next day)"), as does midnight ("12:00 am (next day)").
 */
function ShiftEndInput({ slots }: { slots: { id: string; name: string }[] }) {
  const translate = useTranslate();
  const start = useWatch({ name: useWrappedSource('start') }) as string | undefined;
  const choices = endsAfter(slots, start).map((slot) =>
    start && endsNextDay(start, slot.id)
      ? { ...slot, name: translate('resources.branches.labels.nextDay', { time: slot.name }) }
      : slot,
  );
  return (
    <SelectInput
      source="end"
      label="resources.branches.labels.end"
      choices={choices}
      translateChoice={false}
      validate={[isRequired, endsAfterStart]}
    />
  );
}
