/** The "where it applies" pickers promo codes and offers share: branches, menu items and plans. */
import { useLocalName } from '@/src/localName';
import { AutocompleteArrayInput, ReferenceArrayInput, useLocaleState, type Validator } from 'react-admin';
import type { Branch, MenuItem, Plan } from '@/dataProvider/types';
import { formatMoney } from '@/src/format';

interface PickerProps {
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
}

/** Branches: empty means every branch. */
export function BranchesInput({ label, helperText }: PickerProps) {
  const name = useLocalName();
  return (
    <ReferenceArrayInput source="branches" reference="branches" perPage={200} filter={{ archived: false }}>
      <AutocompleteArrayInput
        label={label}
        helperText={helperText}
        optionText={(branch: Branch) => name(branch.name)}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/**
 * Menu items (hundreds): searched by the server as the admin types (`q`), 20 suggestions at a time;
 * the chosen ones are read by id.
 */
export function ItemsInput({ label, helperText, validate }: PickerProps) {
  const name = useLocalName();
  const [locale] = useLocaleState();
  return (
    <ReferenceArrayInput
      source="items"
      reference="menus"
      filter={{ menuType: 'menu' }}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={20}
    >
      <AutocompleteArrayInput
        label={label}
        helperText={helperText}
        validate={validate}
        optionText={(item: MenuItem) => `${name(item.name)} · ${formatMoney(item.price, locale)}`}
        filterToQuery={(q: string) => ({ q })}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** Plans on sale (`status: active`); a chosen plan since retired still shows, read by id. */
export function PlansInput({ label, helperText, validate }: PickerProps) {
  const name = useLocalName();
  return (
    <ReferenceArrayInput source="plans" reference="plans" filter={{ status: 'active' }} perPage={100}>
      <AutocompleteArrayInput
        label={label}
        helperText={helperText}
        validate={validate}
        optionText={(plan: Plan) => name(plan.name)}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}
