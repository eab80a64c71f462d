/** The "where it applies" pickers promo codes and offers share: branches, menu items and plans, each searched as one types. */
import { useLocalName, useNameSort } from '@/src/format/localName';
import { ReferenceArrayInput, useLocaleState, type Validator } from 'react-admin';
import type { Branch, MenuItem, Plan } from '@/dataProvider/types';
import { formatMoney } from '@/src/format/values';
import { PICK_PAGE, SearchArrayPicker } from '@/src/forms/SearchPickers';

interface PickerProps {
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
}

const byMenuOrder = { field: 'order', order: 'ASC' } as const;

/** Branches not archived, by name or reference code; empty means every branch. A chosen branch since archived still shows. */
export function BranchesInput({ label, helperText }: PickerProps) {
  const name = useLocalName();
  const byName = useNameSort();
  return (
    <ReferenceArrayInput
      source="branches"
      reference="branches"
      filter={{ archived: false }}
      sort={byName}
      perPage={PICK_PAGE}
    >
      <SearchArrayPicker
        label={label}
        helperText={helperText}
        optionText={(branch: Branch) => name(branch.name)}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** Menu items (thousands): searched by the server as the admin types; the chosen ones are read by id. */
export function ItemsInput({ label, helperText, validate }: PickerProps) {
  const name = useLocalName();
  const [locale] = useLocaleState();
  return (
    <ReferenceArrayInput
      source="items"
      reference="menus"
      filter={{ menuType: 'menu' }}
      sort={byMenuOrder}
      perPage={PICK_PAGE}
    >
      <SearchArrayPicker
        label={label}
        helperText={helperText}
        validate={validate}
        optionText={(item: MenuItem) => `${name(item.name)} · ${formatMoney(item.price, locale)}`}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

/** Plans on sale (`status: active`); a chosen plan since retired still shows, read by id. */
export function PlansInput({ label, helperText, validate }: PickerProps) {
  const name = useLocalName();
  const byName = useNameSort();
  return (
    <ReferenceArrayInput
      source="plans"
      reference="plans"
      filter={{ status: 'active' }}
      sort={byName}
      perPage={PICK_PAGE}
    >
      <SearchArrayPicker
        label={label}
        helperText={helperText}
        validate={validate}
        optionText={(plan: Plan) => name(plan.name)}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}
