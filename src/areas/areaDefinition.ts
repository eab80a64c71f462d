import type { ComponentType } from 'react';
import type { RaRecord, ResourceProps, SortPayload } from 'react-admin';
import type { Role } from '@/dataProvider/types';

/** A link in the side navigation. */
export interface NavEntry {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType;
  children?: NavEntry[];
}

/** A list screen's starting order, page size and filter: given to its <List>, and read to fetch its first page early. */
export interface ListDefaults {
  sort: SortPayload;
  perPage?: number;
  filterDefaultValues?: Record<string, unknown>;
}

/**
 * A list among an area's `routes` whose records are another data-provider resource (the menu's categories,
 * `menuCategories`, at /menus/categories): its AreaList finds it by that resource's name.
 */
export interface RouteList {
  listDefaults: (language?: 'en' | 'ar') => ListDefaults;
  /** Where its Create button leads, under the area's path (`categories/create`); no Create button without it. */
  createPath?: string;
}

/**
 * What each area folder's index.ts exports as `area`. App.tsx and the navigation read them all, so
 * an area plugs in by existing: nothing else to register.
 */
export interface AreaDefinition {
  /** The route root and the react-admin resource name. */
  name: string;
  /** Position in the navigation (areas are listed by it, lowest first). */
  order: number;
  /** Who may open the area, its pages and routes (App.tsx guards each); the admin only when not given. */
  roles?: readonly Role[];
  nav: NavEntry;
  /** The react-admin Resource, when the area is CRUD. */
  resource?: Omit<ResourceProps, 'name'>;
  /**
   * The list's defaults (by language, where the order follows the language), when its first page may be
   * fetched while react-admin renders (src/screens/preloadScreen.ts).
   */
  listDefaults?: (language?: 'en' | 'ar') => ListDefaults;
  /**
   * The spec's create path when it is not `create` (e.g. `newuser`). The list's Create button leads there
   * when the Resource has a create screen; an area with none has no Create button.
   */
  createPath?: string;
  /**
   * More screens under the Resource's path, by their relative path (`categories/:categoryId`). App.tsx puts
   * each behind the area's role guard, as the Resource's own screens.
   */
  routes?: Record<string, ComponentType>;
  /** The lists among `routes` whose records are another data-provider resource, by that resource's name. */
  routeLists?: Record<string, RouteList>;
  /**
   * A hook counting the area's records past their target, shown on its side-menu entry beside the new ones
   * ("76 new, 12 overdue"); it makes no call while `enabled` is false.
   */
  useLateCount?: (enabled: boolean) => number | undefined;
  /** A line the search box shows under a record of the area it found (a ticket's clock), moved on each minute. */
  hitDetail?: ComponentType<{ record: RaRecord }>;
  /** Screens that are not a Resource (custom pages), inside the layout, by absolute path; guarded the same way. */
  pages?: Record<string, ComponentType>;
}
