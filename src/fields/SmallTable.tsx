import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SmallTableProps {
  label: string;
  columns: readonly string[];
  children: ReactNode;
  sx?: SxProps<Theme>;
}

export function SmallTable({ label, columns, children, sx }: SmallTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
