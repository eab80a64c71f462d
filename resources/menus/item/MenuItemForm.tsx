import { isRequired, maxText, notNegative, wholeNotNegative } from '@/src/forms/validators';
import { lazy, Suspense } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import type { Branch, MenuItem, MenuOptionGroup } from '@/dataProvider/types';
import { CategoryInput, itemTypeChoices, menuTypeChoices, statusChoices, useLocalName } from '../shared';
import { ChoiceGroupInput, ComponentsInput } from './GroupInputs';
import { ItemToolbar } from './ItemToolbar';
import { PhotosInput } from './PhotosInput';
import { RemoveGroupButton } from './RemoveGroupButton';
import { AfterFirstPaint } from '@/src/screens/afterFirstPaint';
import { PICK_PAGE, SearchArrayPicker } from '@/src/forms/SearchPickers';
import { useNameSort } from '@/src/format/localName';
import { SwitchInput } from '@/src/forms/SwitchInput';

const mustHave = [isRequired];
const nameRules = [isRequired, maxText('name')];
// The drag-and-drop list brings @dnd-kit: loaded only when an item has something to order.
const GroupOrder = lazy(() => import('./GroupOrder'));
const rtl = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
// An array input that mounts without a value sets its own default and resets the form's changed state, disabling
// Save; the lower sections mount a frame late, so every list starts as an empty array.
const emptyLists = { branches: [], photos: [], options: [], components: [], variants: [], modifiers: [] };

function Group({
  group,
  editing,
  children,
}: {
  group: MenuOptionGroup | 'components';
  editing: boolean;
  children: React.ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`resources.menus.fields.${group}`)}
        </Typography>
        {editing && group !== 'components' && <RemoveGroupButton group={group} />}
      </Stack>
      {children}
    </Box>
  );
}

/** One form for the three item types: combos show components, multi items show options. */
export function MenuItemForm({ editing = false }: { editing?: boolean }) {
  const localName = useLocalName();
  const byName = useNameSort();
  return (
    <SimpleForm
      defaultValues={emptyLists}
      resetOptions={KEEP_TYPED}
      warnWhenUnsavedChanges
      toolbar={<ItemToolbar editing={editing} />}
      sx={{ maxWidth: 960 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="name.en" label="resources.menus.fields.nameEn" validate={nameRules} fullWidth />
        <TextInput
          source="name.ar"
          label="resources.menus.fields.nameAr"
          validate={nameRules}
          fullWidth
          slotProps={rtl}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput source="type" choices={itemTypeChoices} validate={mustHave} defaultValue="single" />
        <CategoryInput label="resources.menus.fields.categoryId" validate={mustHave} />
        <SelectInput source="menuType" choices={menuTypeChoices} validate={mustHave} defaultValue="menu" />
        <SelectInput source="status" choices={statusChoices} validate={mustHave} defaultValue="active" />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="price" step={0.5} validate={[isRequired, notNegative]} />
        <NumberInput source="calories" step={1} defaultValue={0} validate={notNegative} />
        <NumberInput source="order" step={1} validate={wholeNotNegative} />
        <SwitchInput source="forceSelect" defaultValue={false} />
      </Stack>
      {/* The branch picker and what is below the fold on a laptop: painted a frame after the item's main fields. */}
      <AfterFirstPaint>
        <ReferenceArrayInput source="branches" reference="branches" sort={byName} perPage={PICK_PAGE}>
          <SearchArrayPicker
            label="resources.menus.fields.branches"
            optionText={(b: Branch) => localName(b.name)}
            fullWidth
          />
        </ReferenceArrayInput>
        <PhotosInput />
        <FormDataConsumer<MenuItem>>
          {({ formData }) => (
            <>
              {formData.type === 'combo' && (
                <Group group="components" editing={editing}>
                  {editing && (
                    <Suspense fallback={null}>
                      <GroupOrder group="components" />
                    </Suspense>
                  )}
                  <ComponentsInput />
                </Group>
              )}
              {formData.type === 'multi' && (
                <Group group="options" editing={editing}>
                  {editing && (
                    <Suspense fallback={null}>
                      <GroupOrder group="options" />
                    </Suspense>
                  )}
                  <ChoiceGroupInput source="options" />
                </Group>
              )}
            </>
          )}
        </FormDataConsumer>
        <Group group="variants" editing={editing}>
          <ChoiceGroupInput source="variants" />
        </Group>
        <Group group="modifiers" editing={editing}>
          <ChoiceGroupInput source="modifiers" />
        </Group>
      </AfterFirstPaint>
    </SimpleForm>
  );
}
