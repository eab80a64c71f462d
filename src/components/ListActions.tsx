import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

export interface ListActionsProps {
  /** Where "Create" leads; no Create button without it. */
  createTo?: string;
  /** Exports up to this many records: the filtered list, not only the page shown. */
  exportMax?: number;
}

/** The toolbar of every list: more filters, create, export. */
export function ListActions({ createTo, exportMax = 5000 }: ListActionsProps) {
  return (
    <TopToolbar>
      <FilterButton />
      {createTo && <CreateButton to={createTo} />}
      <ExportButton maxResults={exportMax} />
    </TopToolbar>
  );
}
