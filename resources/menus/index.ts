import { lazy, type ComponentType } from 'react';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import CategoryIcon from '@mui/icons-material/Category';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { MenuItem } from '@/dataProvider/types';

const categories = () => import('./categories/CategoryScreens');
const screens: Record<string, ComponentType> = {
  categories: lazy(() => categories().then((m) => ({ default: m.CategoryList }))),
  'categories/create': lazy(() => categories().then((m) => ({ default: m.CategoryCreate }))),
  'categories/:categoryId': lazy(() => categories().then((m) => ({ default: m.CategoryEdit }))),
  // The drag-and-drop board pulls in @dnd-kit: its own chunk, loaded when opened.
  sort: lazy(() => import('./sort/MenuSortPage')),
  branches: lazy(() => import('./branches/BranchMenuPage')),
};

export const area: AreaDefinition = {
  name: 'menus',
  order: 20,
  nav: {
    to: '/menus',
    label: 'app.nav.menus',
    icon: RestaurantMenuIcon,
    children: [
      { to: '/menus/categories', label: 'resources.menus.nav.categories', icon: CategoryIcon },
      { to: '/menus/sort', label: 'resources.menus.nav.sort', icon: FormatListNumberedIcon },
      { to: '/menus/branches', label: 'resources.menus.nav.branches', icon: StorefrontIcon },
    ],
  },
  listDefaults: () => ({
    sort: { field: 'order', order: 'ASC' },
    filterDefaultValues: { menuType: 'menu' },
    perPage: 25,
  }),
  resource: {
    list: lazyScreen(() => import('./MenuItemList')),
    edit: lazyScreen(() => import('./item/MenuItemEdit')),
    create: lazyScreen(() => import('./item/MenuItemCreate')),
    recordRepresentation: (item: MenuItem) => item.name.en,
  },
  createPath: 'itemDetails',
  // Static paths outrank the Resource's /menus/:id, so these are not read as item ids.
  routes: screens,
  routeLists: {
    menuCategories: {
      listDefaults: () => ({ sort: { field: 'order', order: 'ASC' }, perPage: 50 }),
      createPath: 'categories/create',
    },
  },
};
