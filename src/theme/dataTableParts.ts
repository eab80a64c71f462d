import { deepmerge } from '@mui/utils';
import type { RaThemeOptions } from 'react-admin';
import { PageRows } from './PageRows';
import { SelectionTableHead } from './SelectionTableHead';

/**
 * The DataTable's head and body, for the signed-in app's themes: they bring react-admin's DataTable with them, which
 * the sign-in page, on the same themes otherwise, does not load.
 */
export function withDataTableParts(theme: RaThemeOptions): RaThemeOptions {
  const parts = { head: SelectionTableHead, body: PageRows };
  return deepmerge(theme, { components: { RaDataTable: { defaultProps: parts } } }) as RaThemeOptions;
}
