import type { ReactElement } from 'react';
import { List, type ListProps } from 'react-admin';
import { useListDefaults } from '@/src/listDefaults';
import { ListActions } from './ListActions';
import { useListFilters } from './ListRows';

export interface AreaListProps extends Omit<ListProps, 'filters' | 'actions' | 'empty'> {
  /** The list's filters, its search box first (the one a small screen keeps in view). */
  filters: ReactElement[];
  /** Where "Create" leads; no Create button without it. */
  createTo?: string;
}

/**
 * An area's list: its order, page size and filter from the area's definition (the ones its first page was
 * fetched with), its filters fitted to the screen, and the toolbar every list has.
 */
export function AreaList({ filters, createTo, ...props }: AreaListProps) {
  return (
    <List
      {...useListDefaults()}
      filters={useListFilters(filters)}
      actions={<ListActions createTo={createTo} />}
      // An area with no records at all keeps its toolbar and filters, its rows saying it is empty (EmptyList),
      // instead of react-admin's separate empty page.
      empty={false}
      {...props}
    />
  );
}
