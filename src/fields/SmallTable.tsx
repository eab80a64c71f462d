import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SmallTableProps {
  /** What the table holds, for a screen reader. */
  label: string;
  /** The i18n keys of its column headings. */
  columns: readonly string[];
  /** Its rows. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A dense table outside react-admin's lists, its columns headed in the screen's language. */
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
