import { Box, InputAdornment } from '@mui/material';
import dayjs from 'dayjs';
import { FormDataConsumer, NumberInput, SelectInput, TextInput, regex, useTranslate, SimpleForm } from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { FORM_GRID, FormSection } from '@/src/forms/FormSection';
import type { Offer } from '@/dataProvider/types';
import { DateInput } from '@/src/dates/DateInput';
import { isRequired, maxText } from '@/src/forms/validators';
import { BranchesInput, ItemsInput } from '../promoCodes/ChoiceInputs';
import { discountRule, itemsRequired, validFromRules, validToRules, wholeNumber } from '../promoCodes/rules';
import { offerTypeChoices } from './choices';
import { OfferStatusButtons } from './OfferStatusButtons';

const F = 'resources.offers.fields';
const H = 'resources.offers.hints';
const rtl = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
const discountRules = [isRequired, discountRule('type')];
const quantityRules = [isRequired, wholeNumber];
const imageRules = [regex(/^(https?:\/\/|\/)\S+$/, 'resources.offers.imageFormat')];

function Unit({ type }: { type: unknown }) {
  const translate = useTranslate();
  return (
    <InputAdornment position="end">
      {translate(type === 'percentage' ? 'resources.promoCodes.units.percent' : 'resources.promoCodes.units.sar')}
    </InputAdornment>
  );
}

function ImagePreview({ url }: { url: unknown }) {
  const translate = useTranslate();
  if (typeof url !== 'string' || !/^(https?:\/\/|\/)\S+$/.test(url.trim())) return null;
  return (
    <Box
      component="img"
      src={url.trim()}
      alt={translate('resources.offers.imageAlt')}
      sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

/** The one form of /offers/create and /offers/{offerId}: a discount, or buy/get quantities for "buy X get Y". */
export function OfferForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      toolbar={<FormToolbar>{!creating && <OfferStatusButtons />}</FormToolbar>}
      warnWhenUnsavedChanges
      defaultValues={
        creating
          ? { type: 'percentage', validFrom: dayjs().format('YYYY-MM-DD'), branches: [], items: [], getQuantity: 1 }
          : undefined
      }
    >
      <FormSection title="resources.offers.sections.texts">
        <Box sx={FORM_GRID}>
          <TextInput source="name.en" label={`${F}.nameEn`} validate={[isRequired, maxText('name')]} />
          <TextInput source="name.ar" label={`${F}.nameAr`} validate={[isRequired, maxText('name')]} slotProps={rtl} />
          <TextInput
            source="description.en"
            label={`${F}.descriptionEn`}
            multiline
            minRows={2}
            validate={maxText('text')}
          />
          <TextInput
            source="description.ar"
            label={`${F}.descriptionAr`}
            multiline
            minRows={2}
            slotProps={rtl}
            validate={maxText('text')}
          />
          <TextInput source="tag.en" label={`${F}.tagEn`} helperText={`${H}.tag`} validate={maxText('name')} />
          <TextInput source="tag.ar" label={`${F}.tagAr`} slotProps={rtl} validate={maxText('name')} />
        </Box>
      </FormSection>
      <FormDataConsumer<Partial<Offer>>>
        {({ formData }) => (
          <FormSection title="resources.offers.sections.discount">
            <Box sx={FORM_GRID}>
              <SelectInput source="type" choices={offerTypeChoices} validate={isRequired} />
              {formData.type === 'buyXGetY' ? (
                <>
                  <NumberInput source="buyQuantity" validate={quantityRules} />
                  <NumberInput source="getQuantity" validate={quantityRules} />
                </>
              ) : (
                <NumberInput
                  source="discount"
                  validate={discountRules}

                  slotProps={{ input: { endAdornment: <Unit type={formData.type} /> } }}
                />
              )}
            </Box>
          </FormSection>
        )}
      </FormDataConsumer>
      <FormDataConsumer<Partial<Offer>>>
        {({ formData }) => (
          <FormSection title="resources.offers.sections.validity">
            <Box sx={FORM_GRID}>
              <DateInput source="validFrom" validate={validFromRules} />
              <DateInput source="validTo" validate={validToRules} minDate={formData.validFrom ?? undefined} />
            </Box>
          </FormSection>
        )}
      </FormDataConsumer>
      <FormSection title="resources.offers.sections.scope">
        <BranchesInput label={`${F}.branches`} helperText={`${H}.branches`} />
        <ItemsInput label={`${F}.items`} helperText={`${H}.items`} validate={itemsRequired} />
        <TextInput
          source="image"
          helperText={`${H}.image`}
          validate={imageRules}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormDataConsumer<Partial<Offer>>>{({ formData }) => <ImagePreview url={formData.image} />}</FormDataConsumer>
      </FormSection>
    </SimpleForm>
  );
}
