import { ArrayInput, NumberInput, ReferenceInput, SimpleFormIterator, TextInput } from 'react-admin';
import { maxText, notNegative } from '@/src/forms/validators';
import type { MenuItem, MenuOptionGroup } from '@/dataProvider/types';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';
import { useLocalName } from '../shared';

const rtl = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;

export function ChoiceGroupInput({ source }: { source: MenuOptionGroup }) {
  return (
    <ArrayInput source={source} label={`resources.menus.fields.${source}`}>
      <SimpleFormIterator inline disableReordering>
        <TextInput
          source="name.en"
          label="resources.menus.fields.nameEn"
          helperText={false}
          validate={maxText('name')}
        />
        <TextInput
          source="name.ar"
          label="resources.menus.fields.nameAr"
          helperText={false}
          slotProps={rtl}
          validate={maxText('name')}
        />
        <NumberInput
          source="price"
          label="resources.menus.fields.price"
          helperText={false}
          defaultValue={0}
          validate={notNegative}
        />
        <NumberInput
          source="calories"
          label="resources.menus.fields.calories"
          helperText={false}
          defaultValue={0}
          validate={notNegative}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The parts of a combo: other single items, found by name as one types (on the server), and how many of each. */
export function ComponentsInput() {
  const localName = useLocalName();
  return (
    <ArrayInput source="components" label="resources.menus.fields.components">
      <SimpleFormIterator inline disableReordering>
        <ReferenceInput source="itemId" reference="menus" filter={{ type: 'single' }} perPage={PICK_PAGE}>
          <SearchPicker
            label="resources.menus.fields.itemId"
            optionText={(item: MenuItem) => localName(item.name)}
            sx={{ minWidth: 260 }}
            helperText={false}
          />
        </ReferenceInput>
        <NumberInput
          source="quantity"
          label="resources.menus.fields.quantity"
          min={1}
          defaultValue={1}
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
