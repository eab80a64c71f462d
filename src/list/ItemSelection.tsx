import type { ReactNode } from 'react';
import { Box, Checkbox, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  BulkActionsToolbar,
  useCreatePath,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { pathOfLink, type RowClick } from './openRowAtOnce';

/** Beside the record's link, never inside it: each a control of its own for the keyboard and screen readers. */
export function ItemCheckbox({ record }: { record: RaRecord }) {
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  return (
    <Checkbox
      aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      edge="start"
    />
  );
}

export function ItemLink({
  record,
  rowClick,
  children,
}: {
  record: RaRecord;
  rowClick: RowClick;
  children: ReactNode;
}) {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const link = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
  const path = pathOfLink(createPath, link, resource, record.id);
  if (path === undefined) return <>{children}</>;
  return (
    <Link component={RouterLink} to={path} color="inherit" underline="hover">
      {children}
    </Link>
  );
}

/** react-admin's, in the page's flow rather than over the list's toolbar, its buttons wrapping on a narrow screen. */
export function ItemSelectionToolbar({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Box
      sx={{
        // Two classes: react-admin's own rules for the toolbar come later in the page and would win a tie.
        '& .RaBulkActionsToolbar-toolbar.MuiToolbar-root': {
          position: 'static',
          transform: 'none',
          height: 'auto',
          minHeight: 0,
          flexWrap: 'wrap',
          py: 0.5,
        },
        '& .RaBulkActionsToolbar-topToolbar.RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap' },
      }}
    >
      <BulkActionsToolbar>{children}</BulkActionsToolbar>
    </Box>
  );
}
