import {
  DataTable,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useGetMany,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Branch, MenuCategory, MenuItem } from '@/dataProvider/types';
import { EmptyList } from '@/src/list/EmptyList';
import { Tag } from '@/src/fields/Tag';
import { formatMoney } from '@/src/format/values';
import { menuItemExporter } from './exporter';
import { FindById } from './FindById';
import { MenuTypeTabs } from './MenuTypeTabs';
import { SyncButton } from './sync/SyncButton';
import { CategoryInput, categoryName, ItemPhoto, itemTypeChoices, statusChoices, useLocalName } from './shared';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';
import { PICK_PAGE, SearchPicker } from '@/src/forms/SearchPickers';
import { useNameSort } from '@/src/format/localName';

function useFilters() {
  const localName = useLocalName();
  const byName = useNameSort();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <CategoryInput key="categoryId" source="categoryId" label="resources.menus.fields.categoryId" />,
    <SelectInput key="type" source="type" choices={itemTypeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <ReferenceInput key="branch" source="branch" reference="branches" sort={byName} perPage={PICK_PAGE}>
      <SearchPicker label="resources.menus.fields.branch" optionText={(b: Branch) => localName(b.name)} />
    </ReferenceInput>,
  ];
}

function ItemStatus({ item }: { item: MenuItem }) {
  const translate = useTranslate();
  const active = item.status === 'active';
  return (
    <Tag
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(`resources.menus.statuses.${item.status}`)}
    />
  );
}

const Column = DataTable.Col<MenuItem>;

/** Sorted in menu order (category, then the item's place), so the rows come grouped by category. */
export default function MenuItemList() {
  const translate = useTranslate();
  const localName = useLocalName();
  const [locale] = useLocaleState();
  return (
    <AreaList
      filters={useFilters()}
      exporter={menuItemExporter}
      toolbarStart={<FindById />}
      toolbarEnd={<SyncButton />}
    >
      <MenuTypeTabs />
      <ListRows<MenuItem>
        primary={(item) => localName(item.name)}
        secondary={(item) => [translate(`resources.menus.types.${item.type}`), formatMoney(item.price, locale)]}
        status={(item) => <ItemStatus item={item} />}
        empty={<EmptyList message="resources.menus.empty" />}
      >
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyList message="resources.menus.empty" />}>
          <Column source="categoryId" disableSort render={(item) => <CategoryCell item={item} />} />
          <Column
            label="resources.menus.fields.photo"
            disableSort
            render={(item) => <ItemPhoto src={item.photos[0]} />}
          />
          <Column source="name" disableSort render={(item) => localName(item.name)} />
          <Column source="type" render={(item) => translate(`resources.menus.types.${item.type}`)} />
          <Column source="price" align="right" render={(item) => formatMoney(item.price, locale)} />
          <Column source="calories" align="right" />
          <Column
            label="resources.menus.fields.branchesColumn"
            disableSort
            render={(item) => <BranchesCell ids={item.branches} />}
          />
          <Column source="status" render={(item) => <ItemStatus item={item} />} />
        </DataTable>
      </ListRows>
    </AreaList>
  );
}

/** The category's name on the first row of its group only, so the table reads as grouped. */
function CategoryCell({ item }: { item: MenuItem }) {
  const { data = [] } = useListContext<MenuItem>();
  const [locale] = useLocaleState();
  const index = data.findIndex((row) => row.id === item.id);
  if (index > 0 && data[index - 1].categoryId === item.categoryId) return null;
  return (
    <ReferenceField source="categoryId" reference="menuCategories" link={false} record={item}>
      <CategoryName locale={locale} />
    </ReferenceField>
  );
}

function CategoryName({ locale }: { locale: string }) {
  const category = useRecordContext<MenuCategory>();
  return <strong>{categoryName(category, locale)}</strong>;
}

const SHOWN_BRANCHES = 2;

/** The item's branches by name, two at most and a count of the rest; no branch means every branch. */
function BranchesCell({ ids }: { ids: string[] }) {
  const translate = useTranslate();
  const localName = useLocalName();
  // Branches come whole and cached: every row reads the same list, with no call per row.
  const { data = [] } = useGetMany<Branch & { id: string }>('branches', { ids }, { enabled: ids.length > 0 });
  if (ids.length === 0) return <>{translate('resources.menus.everyBranch')}</>;
  const names = data.map((branch) => localName(branch.name));
  const rest = ids.length - SHOWN_BRANCHES;
  return (
    <span title={names.join('\n')}>
      {names.slice(0, SHOWN_BRANCHES).join(', ')}
      {rest > 0 && ` ${translate('resources.menus.moreBranches', { count: rest })}`}
    </span>
  );
}
