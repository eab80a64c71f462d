import { createContext, useContext, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataTable } from 'react-admin';

const InRow = createContext(false);

export const useInRow = () => useContext(InRow);

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <InRow.Provider value>
      <Box sx={{ display: 'flex', gap: 0.5 }}>{children}</Box>
    </InRow.Provider>
  );
}

export function ActionsColumn({ children }: { children: ReactNode }) {
  // Keyed by its record: the table fills its rows in place on a page turn, and a pending action stays with its own.
  return (
    <DataTable.Col
      label="app.actions.column"
      disableSort
      render={(record) => <RowActions key={record.id}>{children}</RowActions>}
    />
  );
}
