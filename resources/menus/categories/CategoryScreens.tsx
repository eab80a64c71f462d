// Categories live under /menus/categories (the spec gives them no route of their own), as routes of the menus
// Resource; their records are the data provider's `menuCategories`.
import { Tag } from '@/src/fields/Tag';
import { DataTable, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { RecordCreate, RecordEdit } from '@/src/record/RecordScreens';
import { useParams } from 'react-router';
import type { MenuCategory } from '@/dataProvider/types';
import { categoryName } from '../shared';
import { CategoryForm } from './CategoryForm';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const RESOURCE = 'menuCategories';
const LIST = '/menus/categories';
const Column = DataTable.Col<MenuCategory>;

function Title() {
  const category = useRecordContext<MenuCategory>();
  return <>{category?.name ?? ''}</>;
}

function CategoryStatus({ category }: { category: MenuCategory }) {
  const translate = useTranslate();
  return (
    <Tag
      color={category.status === 'active' ? 'success' : 'default'}
      label={translate(`resources.menus.statuses.${category.status}`)}
    />
  );
}

export function CategoryList() {
  const [locale] = useLocaleState();
  return (
    <AreaList resource={RESOURCE} exporter={false} disableSyncWithLocation>
      <ListRows<MenuCategory>
        primary={(category) => categoryName(category, locale)}
        secondary={(category) => [`#${category.order}`]}
        status={(category) => <CategoryStatus category={category} />}
        rowClick={(id) => `${LIST}/${String(id)}`}
      >
        <DataTable rowClick={(id) => `${LIST}/${String(id)}`} bulkActionButtons={false}>
          <Column source="order" />
          <Column source="name" />
          <Column source="nameAr" />
          <Column source="icon" />
          <Column source="status" render={(category) => <CategoryStatus category={category} />} />
        </DataTable>
      </ListRows>
    </AreaList>
  );
}

export function CategoryEdit() {
  const { categoryId } = useParams();
  return (
    <RecordEdit resource={RESOURCE} id={categoryId} title={<Title />} redirect={LIST} listPath={LIST}>
      <CategoryForm editing />
    </RecordEdit>
  );
}

export function CategoryCreate() {
  return (
    <RecordCreate resource={RESOURCE} redirect={LIST}>
      <CategoryForm />
    </RecordCreate>
  );
}
