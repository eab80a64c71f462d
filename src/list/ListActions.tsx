import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, FilterButton, TopToolbar, useFilterContext } from 'react-admin';
import type { CsvExport } from '@/src/list/export/columns';
import { ExportButton } from '@/src/list/export/ExportButton';
import { useIsSmallScreen } from '@/src/theme/screenSize';

export interface ListActionsProps {
  /** Where "Create" leads; no Create button without it. */
  createTo?: string;
  /** The list's file: Export writes the whole filtered list, every page of it, as CSV or Excel. None without it. */
  exporter?: CsvExport;
  /** The area's own tools, before the list's (a field) and after them (a button). */
  start?: ReactNode;
  end?: ReactNode;
}

/**
 * The toolbar of every list: the columns shown (a table's, remembered), more filters, create, export; the
 * filter button only when the list has filters, export only when it has an exporter.
 */
export function ListActions({ createTo, exporter, start, end }: ListActionsProps) {
  const small = useIsSmallScreen();
  const filters = useFilterContext();
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
      {exporter && <ExportButton file={exporter} />}
      {end}
    </TopToolbar>
  );
}
