import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { useIsSmallScreen } from './ListRows';

export interface ListActionsProps {
  /** Where "Create" leads; no Create button without it. */
  createTo?: string;
  /** Exports up to this many records: the filtered list, not only the page shown. */
  exportMax?: number;
}

/** The toolbar of every list: the columns shown (a table's, remembered), more filters, create, export. */
export function ListActions({ createTo, exportMax = 5000 }: ListActionsProps) {
  const small = useIsSmallScreen();
  return (
    <TopToolbar>
      {!small && <ColumnsButton />}
      <FilterButton />
      {createTo && <CreateButton to={createTo} />}
      <ExportButton maxResults={exportMax} />
    </TopToolbar>
  );
}
