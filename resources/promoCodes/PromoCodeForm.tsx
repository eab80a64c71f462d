import { Box, InputAdornment, Typography } from '@mui/material';
import dayjs from 'dayjs';
import {
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  SimpleForm,
} from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { FORM_GRID, FormSection } from '@/src/forms/FormSection';
import type { PromoCode } from '@/dataProvider/types';
import { DateInput } from '@/src/dates/DateInput';
import { useAfterFirstPaint } from '@/src/screens/afterFirstPaint';
import { isRequired, maxText } from '@/src/forms/validators';
import { BranchesInput, ItemsInput, PlansInput } from './ChoiceInputs';
import { discountTypeChoices, typeChoices, usesDiscount, usesItems, usesPlans } from './choices';
import type { PromoFormValues } from './promoBody';
import { PromoStatusButtons } from './PromoStatusButtons';
import {
  codeFormat,
  discountRule,
  itemsRequired,
  notNegative,
  perUserWithinTotal,
  plansRequired,
  validFromRules,
  validToRules,
  wholeNumber,
} from './rules';
import { SwitchInput } from '@/src/forms/SwitchInput';

const F = 'resources.promoCodes.fields';
const H = 'resources.promoCodes.hints';

// Number inputs carry no min or step: the browser's own check would silently block the save, in its own
// words; the rules below say what is wrong, in the admin's language.
const codeRules = [isRequired, codeFormat];
const discountRules = [isRequired, discountRule('discountType')];
const amountRules = [notNegative];
const totalRules = [isRequired, wholeNumber];
const perUserRules = [isRequired, wholeNumber, perUserWithinTotal];
const upperCase = (value: string) => (typeof value === 'string' ? value.toUpperCase() : value);

function Unit({ unit }: { unit: 'sar' | 'percent' }) {
  const translate = useTranslate();
  return <InputAdornment position="end">{translate(`resources.promoCodes.units.${unit}`)}</InputAdornment>;
}
const sar = { input: { endAdornment: <Unit unit="sar" /> } };
const percent = { input: { endAdornment: <Unit unit="percent" /> } };

function TypeHint({ type }: { type: unknown }) {
  const translate = useTranslate();
  if (typeof type !== 'string') return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`resources.promoCodes.typeHints.${type}`)}
    </Typography>
  );
}

/**
 * Shows only what the chosen type uses. The validity and scope sections (most of the form's work) render from its
 * second frame, so the code, its type and its discount paint first.
 */
export function PromoCodeForm({ creating = false }: { creating?: boolean }) {
  const record = useRecordContext<PromoCode>();
  const today = dayjs().format('YYYY-MM-DD');
  const painted = useAfterFirstPaint();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      toolbar={<FormToolbar>{!creating && <PromoStatusButtons />}</FormToolbar>}
      warnWhenUnsavedChanges
      defaultValues={
        creating
          ? { type: 'cart', discountType: 'percentage', validFrom: today, branches: [], items: [], plans: [] }
          : undefined
      }
    >
      <Box sx={FORM_GRID}>
        <TextInput source="name" validate={[isRequired, maxText('name')]} autoComplete="off" />
        <TextInput
          source="code"
          validate={codeRules}
          parse={upperCase}
          readOnly={!creating}
          helperText={`${H}.code`}
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        <SelectInput source="type" choices={typeChoices} validate={isRequired} />
        <TextInput source="tag" autoComplete="off" validate={maxText('name')} />
      </Box>
      <FormDataConsumer<PromoFormValues>>
        {({ formData }) => (
          <>
            <TypeHint type={formData.type} />
            {usesDiscount(formData.type) && (
              <FormSection title="resources.promoCodes.sections.discount">
                <Box sx={FORM_GRID}>
                  <SelectInput source="discountType" choices={discountTypeChoices} validate={isRequired} />
                  <NumberInput
                    source="discount"
                    validate={discountRules}

                    slotProps={formData.discountType === 'percentage' ? percent : sar}
                  />
                  {formData.discountType === 'percentage' && (
                    <NumberInput
                      source="maxAmount"
                      validate={amountRules}
                      helperText={`${H}.maxAmount`}
                      slotProps={sar}
                    />
                  )}
                </Box>
              </FormSection>
            )}
            {painted && (
              <>
                <FormSection title="resources.promoCodes.sections.validity">
                  <Box sx={FORM_GRID}>
                    <DateInput source="validFrom" validate={validFromRules} />
                    <DateInput source="validTo" validate={validToRules} minDate={formData.validFrom ?? undefined} />
                    <NumberInput
                      source="minCartValue"
                      validate={amountRules}
                      helperText={`${H}.minCartValue`}
                      slotProps={sar}
                    />
                    <NumberInput source="totalRedemptions" validate={totalRules} />
                    <SwitchInput
                      source="unlimitedPerUser"
                      defaultValue={!creating && record?.redemptionsPerUser === null}
                    />
                    {!formData.unlimitedPerUser && (
                      <NumberInput source="redemptionsPerUser" validate={perUserRules} defaultValue={1} />
                    )}
                  </Box>
                </FormSection>
                <FormSection title="resources.promoCodes.sections.scope">
                  <BranchesInput label={`${F}.branches`} helperText={`${H}.branches`} />
                  {usesItems(formData.type) && (
                    <ItemsInput label={`${F}.items`} helperText={`${H}.items`} validate={itemsRequired} />
                  )}
                  {usesPlans(formData.type) && (
                    <PlansInput label={`${F}.plans`} helperText={`${H}.plans`} validate={plansRequired} />
                  )}
                </FormSection>
              </>
            )}
          </>
        )}
      </FormDataConsumer>
    </SimpleForm>
  );
}
