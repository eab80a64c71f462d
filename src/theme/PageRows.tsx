import { Children, isValidElement, memo, type ReactElement, type ReactNode } from 'react';
import { TableBody } from '@mui/material';
import {
  DataTable,
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableDataContext,
  useDataTableStoreContext,
  useStore,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { PLAIN_CELL } from './pageRowsStyle';

type Column = ReactElement<DataTableColumnProps>;

const CELL_CLASSES = `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall ${DataTableClasses.rowCell} ${PLAIN_CELL}`;

const isPlainColumn = (child: ReactNode): child is Column =>
  isValidElement<DataTableColumnProps>(child) &&
  child.type === DataTable.Col &&
  !child.props.cellSx &&
  !child.props.field &&
  !child.props.children;

const valueAt = (record: RaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

function PlainCell({ record, column }: { record: RaRecord; column: DataTableColumnProps }) {
  const { render, source, cellClassName } = column;
  const value = render ? render(record) : source ? valueAt(record, source) : null;
  const className = `${CELL_CLASSES} column-${String(source)}${cellClassName ? ` ${cellClassName}` : ''}`;
  return <td className={className}>{render ? (value as ReactNode) : value == null ? null : String(value)}</td>;
}

/**
 * The DataTable's body. A page's rows are keyed by their place, so a page turn fills 25 rows in place rather than
 * building them again, and a plain column's cell is a plain table cell styled once for the table (pageRowsStyle)
 * rather than two styled components, a style object and a store subscription each.
 */
export const PageRows = memo(function PageRows({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const columns = Children.toArray(children).filter((child) => {
    if (!isPlainColumn(child)) return true;
    const { source, label } = child.props;
    return !hiddenColumns.includes(String(source ?? label));
  });
  return (
    <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
      {data?.map((record, index) => (
        <RecordContextProvider value={record} key={index}>
          <DataTableRow
            className={`${DataTableClasses.row} ${index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
          >
            {columns.map((column) =>
              isPlainColumn(column) ? <PlainCell key={column.key} record={record} column={column.props} /> : column,
            )}
          </DataTableRow>
        </RecordContextProvider>
      ))}
    </TableBody>
  );
});
