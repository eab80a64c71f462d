import { memo, type ChangeEvent, type ReactNode } from 'react';
import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useTranslate,
} from 'react-admin';

/**
 * react-admin's "select this page" checkbox, naming its input through MUI 9's `slotProps` only: react-admin
 * 5.15 also passes `inputProps`, which MUI 9 no longer reads and hands on to the page as an unknown attribute.
 */
function SelectPageCheckbox() {
  const data = useDataTableDataContext();
  const { isRowSelectable, onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext() ?? [];
  const translate = useTranslate();
  const selectable = (data ?? []).filter((record) => !isRowSelectable || isRowSelectable(record)).map((r) => r.id);
  const onPage = new Set((data ?? []).map((record) => record.id));
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onSelect?.(
      event.target.checked
        ? [...selectedIds, ...selectable.filter((id) => !selectedIds.includes(id))]
        : // Only this page's rows are unselected; a selection on other pages stays.
          selectedIds.filter((id) => !onPage.has(id)),
    );
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all', { _: 'Select all' }) } }}
      className="select-all"
      color="primary"
      checked={selectable.length > 0 && selectable.every((id) => selectedIds.includes(id))}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

export const SelectionTableHead = memo(function SelectionTableHead({ children }: { children?: ReactNode }) {
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <SelectPageCheckbox />
          </TableCell>
        )}
        {children}
      </TableRow>
    </TableHead>
  );
});
