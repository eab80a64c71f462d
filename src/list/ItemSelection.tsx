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

/**
 * A record's checkbox in a list of items (a tablet held upright): beside the record's link, never inside it, so
 * each is a control of its own for the keyboard and for screen readers.
 */
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

/** What a row click would open, as a link on the record's first line; a row that opens nothing stays text. */
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

/**
 * The selection's toolbar above a list of items: react-admin's, shown only while items are selected, in the
 * page's flow rather than over the list's own toolbar, its buttons wrapping onto a second line on a narrow screen
 * instead of scrolling sideways.
 */
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
