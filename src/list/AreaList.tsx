import type { ReactElement, ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import type { CsvExport } from '@/src/list/export/columns';
import { useAreaList } from './areaListSetup';
import { ListActions } from './ListActions';
import { useListFilters } from './useListFilters';
import { BulkRunPanel } from '@/src/list/bulk/BulkRunPanel';
import { ExportFileContext } from '@/src/list/export/ExportFileContext';

const NO_FILTERS: ReactElement[] = [];

export interface AreaListProps extends Omit<ListProps, 'filters' | 'actions' | 'empty' | 'exporter'> {
  /** The list's filters, its search box first (the one a small screen keeps in view); none when not given. */
  filters?: ReactElement[];
  /** The list's CSV file (`csvExporter`); no Export button when it is false. */
  exporter: CsvExport | false;
  /** The area's own tools in the toolbar, before the list's and after them. */
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
}

/**
 * An area's list: its order, page size and filter from the area's definition (the ones its first page was
 * fetched with), its filters fitted to the screen, and the toolbar every list has, its Create button leading
 * to the area's create screen when it has one.
 */
export function AreaList({ filters, exporter, toolbarStart, toolbarEnd, children, ...props }: AreaListProps) {
  const { defaults, createTo } = useAreaList(props.resource);
  const fitted = useListFilters(filters ?? NO_FILTERS);
  return (
    <ExportFileContext.Provider value={exporter || undefined}>
      <List
        {...defaults}
        filters={filters && fitted}
        actions={
          <ListActions createTo={createTo} exporter={exporter || undefined} start={toolbarStart} end={toolbarEnd} />
        }
        // The toolbar's Export fetches every page itself (src/list/export); react-admin's own exporter is not used.
        exporter={false}
        // An area with no records at all keeps its toolbar and filters, its rows saying it is empty (EmptyList),
        // instead of react-admin's separate empty page.
        empty={false}
        {...props}
      >
        {children}
        {/* The progress and summary of an action on selected rows; it outlives the selection's toolbar. */}
        <BulkRunPanel />
      </List>
    </ExportFileContext.Provider>
  );
}
