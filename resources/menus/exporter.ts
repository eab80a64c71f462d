import type { MenuCategory, MenuItem } from '@/dataProvider/types';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

const columns = (categories: Record<string, MenuCategory>): CsvColumn<MenuItem>[] => [
  { label: 'resources.menus.fields.id', value: (item) => item.id },
  { label: 'resources.menus.fields.nameEn', value: (item) => item.name.en },
  { label: 'resources.menus.fields.nameAr', value: (item) => item.name.ar },
  { label: 'resources.menus.fields.type', value: (item) => i18n.t(`resources.menus.types.${item.type}`) },
  { label: 'resources.menus.fields.categoryId', value: (item) => categories[item.categoryId]?.name ?? item.categoryId },
  { label: 'resources.menus.fields.menuType', value: (item) => i18n.t(`resources.menus.menuTypes.${item.menuType}`) },
  { label: 'resources.menus.fields.price', value: (item) => item.price },
  { label: 'resources.menus.fields.calories', value: (item) => item.calories },
  { label: 'resources.menus.fields.status', value: (item) => i18n.t(`resources.menus.statuses.${item.status}`) },
];

/** The filtered list as the reader sees it, with category names rather than ids. */
export const menuItemExporter = csvExporter<MenuItem>('menu-items', async (items, { fetchRelatedRecords }) =>
  columns(await fetchRelatedRecords<MenuCategory>(items, 'categoryId', 'menuCategories')),
);
