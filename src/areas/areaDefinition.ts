import type { ComponentType } from 'react';
import type { RaRecord, ResourceProps, SortPayload } from 'react-admin';
import type { Role } from '@/dataProvider/types';

export interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType;
  children?: NavEntry[];
}

export interface ListDefaults {
  sort: SortPayload;
  perPage?: number;
  filterDefaultValues?: Record<string, unknown>;
}

/** A list among `routes` of another resource (`menuCategories` at /menus/categories), found by AreaList by its name. */
export interface RouteList {
  listDefaults: (language?: 'en' | 'ar') => ListDefaults;
  createPath?: string;
}

/** What each area folder's index.ts exports as `area`: an area plugs in by existing, nothing else to register. */
export interface AreaDefinition {
  name: string;
  order: number;
  /** For the area, its pages and routes; the admin only when not given. */
  roles?: readonly Role[];
  nav: NavEntry;
  resource?: Omit<ResourceProps, 'name'>;
  /** By language, where the order follows it; its first page may then be fetched early (preloadScreen.ts). */
  listDefaults?: (language?: 'en' | 'ar') => ListDefaults;
  /** The spec's create path when it is not `create` (e.g. `newuser`). */
  createPath?: string;
  /** Under the Resource's path (`categories/:categoryId`), behind the area's role guard. */
  routes?: Record<string, ComponentType>;
  routeLists?: Record<string, RouteList>;
  /** Records past their target, on the side-menu entry ("76 new, 12 overdue"); no call while not `enabled`. */
  useLateCount?: (enabled: boolean) => number | undefined;
  /** A line under a record the search box found (a ticket's clock). */
  hitDetail?: ComponentType<{ record: RaRecord }>;
  pages?: Record<string, ComponentType>;
}
