import { createContext, useContext, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataTable } from 'react-admin';

const InRow = createContext(false);

/** Whether a record's action stands in a list row (RowActions), where it shows as a named icon. */
export const useInRow = () => useContext(InRow);

/** A row's actions, as icons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <InRow.Provider value>
      <Box sx={{ display: 'flex', gap: 0.5 }}>{children}</Box>
    </InRow.Provider>
  );
}

/** A list's last column: the row's actions, as icons. */
export function ActionsColumn({ children }: { children: ReactNode }) {
  return <DataTable.Col label="app.actions.column" disableSort render={() => <RowActions>{children}</RowActions>} />;
}
