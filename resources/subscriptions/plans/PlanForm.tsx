import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
  SimpleForm,
} from 'react-admin';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { FormToolbar } from '@/src/save/FormToolbar';
import { PLAN_MEALS } from '@/dataProvider/types';
import { DateInput } from '@/src/dates/DateInput';
import { isRequired, maxText } from '@/src/forms/validators';
import { daysChoices, planRules, startingDayChoices, statusChoices } from './rules';

const grid = {
  display: 'grid',
  gap: { sm: 2 },
  gridTemplateColumns: { sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
} as const;

/** New plans start on sale, Sunday to Thursday, with one week-long variant to price. */
export const newPlanDefaults: Record<string, unknown> = {
  status: 'active',
  days: 'working',
  subscriptionDays: 5,
  startingDay: 1,
  notBefore: null,
  notAfter: null,
  allowedFreezeDays: 0,
  meals: { drinks: 0, dishes: 0, breakfast: 0, lunch: 1, dinner: 0, salad: 0 },
  variants: [{ durationDays: 7, price: null }],
};

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
}

export function PlanForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      defaultValues={defaultValues}
      warnWhenUnsavedChanges
      toolbar={<FormToolbar />}
    >
      <Box sx={grid}>
        <TextInput source="name.en" validate={[isRequired, maxText('name')]} />
        <TextInput source="name.ar" validate={[isRequired, maxText('name')]} />
        <SelectInput source="days" choices={daysChoices} validate={isRequired} />
        <NumberInput source="subscriptionDays" min={1} max={7} step={1} validate={planRules.subscriptionDays} />
        <SelectInput source="startingDay" choices={startingDayChoices} validate={isRequired} />
        <NumberInput source="allowedFreezeDays" min={0} step={1} validate={planRules.count} />
        <DateInput source="notBefore" validate={planRules.notBefore} />
        <DateInput source="notAfter" validate={planRules.notAfter} />
        <SelectInput source="status" choices={statusChoices} validate={isRequired} />
      </Box>

      <Section title="resources.plans.sections.variants" />
      <ArrayInput source="variants" label={false} validate={planRules.variants}>
        <SimpleFormIterator inline disableReordering>
          <NumberInput
            source="durationDays"
            label="resources.plans.fields.durationDays"
            min={1}
            step={1}
            validate={planRules.duration}
          />
          <NumberInput
            source="price"
            label="resources.plans.fields.price"
            min={0}
            step={0.5}
            validate={planRules.price}
          />
        </SimpleFormIterator>
      </ArrayInput>

      <Section title="resources.plans.sections.meals" />
      <Box sx={{ ...grid, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
        {PLAN_MEALS.map((meal) => (
          <NumberInput
            key={meal}
            source={`meals.${meal}`}
            min={0}
            step={1}
            validate={meal === 'breakfast' ? planRules.firstMeal : planRules.count}
          />
        ))}
      </Box>
    </SimpleForm>
  );
}
