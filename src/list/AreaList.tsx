import type { ReactElement, ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import type { CsvExport } from '@/src/list/export/columns';
import { useAreaList } from './areaListSetup';
import { ListActions } from './ListActions';
import { useListFilters } from './useListFilters';
import { BulkRunPanel } from '@/src/list/bulk/BulkRunPanel';
import { ExportFileContext } from '@/src/list/export/ExportFileContext';
import { ListInAddressContext } from './ListInAddressContext';

const NO_FILTERS: ReactElement[] = [];

export interface AreaListProps extends Omit<ListProps, 'filters' | 'actions' | 'empty' | 'exporter'> {
  /** Its search box first: the one a small screen keeps in view. */
  filters?: ReactElement[];
  exporter: CsvExport | false;
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
}

export function AreaList({ filters, exporter, toolbarStart, toolbarEnd, children, ...props }: AreaListProps) {
  const { defaults, createTo } = useAreaList(props.resource);
  const fitted = useListFilters(filters ?? NO_FILTERS);
  return (
    <ExportFileContext.Provider value={exporter || undefined}>
      <ListInAddressContext.Provider value={!props.disableSyncWithLocation}>
        <List
          {...defaults}
          filters={filters && fitted}
          actions={
            <ListActions createTo={createTo} exporter={exporter || undefined} start={toolbarStart} end={toolbarEnd} />
          }
          // The toolbar's Export fetches every page itself (src/list/export); react-admin's own exporter is not used.
          exporter={false}
          // An area with no records keeps its toolbar and filters, instead of react-admin's separate empty page.
          empty={false}
          {...props}
        >
          {children}
          <BulkRunPanel />
        </List>
      </ListInAddressContext.Provider>
    </ExportFileContext.Provider>
  );
}
