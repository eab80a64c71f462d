import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, FilterButton, TopToolbar, useFilterContext } from 'react-admin';
import type { CsvExport } from '@/src/list/export/columns';
import { ExportButton } from '@/src/list/export/ExportButton';
import { useIsSmallScreen } from '@/src/theme/screenSize';

export interface ListActionsProps {
  createTo?: string;
  exporter?: CsvExport;
  start?: ReactNode;
  end?: ReactNode;
}

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
