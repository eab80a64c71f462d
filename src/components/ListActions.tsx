import type { ReactNode } from 'react';
import {
  ColumnsButton,
  CreateButton,
  ExportButton,
  FilterButton,
  TopToolbar,
  useFilterContext,
  useListContext,
} from 'react-admin';
import { useIsSmallScreen } from './ListRows';

export interface ListActionsProps {
  /** Where "Create" leads; no Create button without it. */
  createTo?: string;
  /** Exports up to this many records: the filtered list, not only the page shown. */
  exportMax?: number;
  /** The area's own tools, before the list's (a field) and after them (a button). */
  start?: ReactNode;
  end?: ReactNode;
}

/**
 * The toolbar of every list: the columns shown (a table's, remembered), more filters, create, export; the
 * filter button only when the list has filters, export only when it has an exporter.
 */
export function ListActions({ createTo, exportMax = 5000, start, end }: ListActionsProps) {
  const small = useIsSmallScreen();
  const filters = useFilterContext();
  const { exporter } = useListContext();
  // With the area's own tools (a text field among the buttons) the row is centred and wraps on a narrow window.
  const ownTools = start !== undefined || end !== undefined;
  return (
    <TopToolbar
      sx={
        ownTools
          ? { alignItems: 'center', flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }
          : undefined
      }
    >
      {start}
      {!small && <ColumnsButton />}
      {filters && <FilterButton />}
      {createTo && <CreateButton to={createTo} />}
      {exporter !== false && <ExportButton maxResults={exportMax} />}
      {end}
    </TopToolbar>
  );
}
