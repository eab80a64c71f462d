import { useLocalName } from '@/src/format/localName';
import { Box } from '@mui/material';
import { FormDataConsumer, NumberInput, ReferenceInput, SelectInput, TextInput, SimpleForm } from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import type { MenuItem } from '@/dataProvider/types';
import { CategoryInput } from '../menus/shared';
import { DateInput } from '@/src/dates/DateInput';
import { isRequired, maxText } from '@/src/forms/validators';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';
import { BannerImageInput } from './BannerImageInput';
import { BannerStatusButtons } from './BannerStatusButtons';
import { linkTypeChoices, statusChoices } from './choices';
import { validateFrom, validateLink, validatePriority, validateTo } from './validators';

/** Where a tap on the banner leads: a web address, a menu item found by name, or a category. */
function LinkTarget({ linkType }: { linkType?: string }) {
  const localName = useLocalName();
  if (linkType === 'url') {
    return (
      <TextInput
        source="link"
        validate={validateLink}
        helperText="resources.banners.linkHint"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
      />
    );
  }
  if (linkType === 'product') {
    // Hundreds to thousands of items: searched on the server as one types.
    return (
      <ReferenceInput source="productId" reference="menus" filter={{ menuType: 'menu' }} perPage={PICK_PAGE}>
        <SearchPicker
          label="resources.banners.fields.productId"
          optionText={(item: MenuItem) => localName(item.name)}
          validate={isRequired}
          fullWidth
        />
      </ReferenceInput>
    );
  }
  if (linkType === 'category') {
    return <CategoryInput label="resources.banners.fields.categoryId" validate={isRequired} fullWidth />;
  }
  return null;
}

/** The one form behind /banners/newbanner and /banners/{bannerId}. */
export function BannerForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED}
      toolbar={<FormToolbar>{!creating && <BannerStatusButtons />}</FormToolbar>}
      warnWhenUnsavedChanges
      defaultValues={creating ? { linkType: 'none', status: 'active' } : undefined}
    >
      <Box
        sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' }, width: '100%', maxWidth: 720 }}
      >
        <TextInput source="name" validate={[isRequired, maxText('name')]} autoComplete="off" />
        <NumberInput source="priority" validate={validatePriority} helperText="resources.banners.priorityHint" />
        <DateInput source="validFrom" validate={validateFrom} />
        <DateInput source="validTo" validate={validateTo} />
        <SelectInput source="linkType" choices={linkTypeChoices} validate={isRequired} />
        <SelectInput source="status" choices={statusChoices} validate={isRequired} />
      </Box>
      <Box sx={{ width: '100%', maxWidth: 720 }}>
        <FormDataConsumer<{ linkType?: string }>>
          {({ formData }) => <LinkTarget linkType={formData.linkType} />}
        </FormDataConsumer>
      </Box>
      <BannerImageInput />
    </SimpleForm>
  );
}
