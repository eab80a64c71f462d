import type { ReactElement } from 'react';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';

export type StatusVerb = 'activate' | 'deactivate' | 'archive' | 'restore';

/**
 * The status calls, alike on a record and on selected rows: each one's icon, the word its success toast ends in
 * (`<prefix>.notifications.<done>`), and the error colour for the two that take a record out of use.
 */
export const STATUS_VERBS: Record<StatusVerb, { icon: ReactElement; done: string; color?: 'error' }> = {
  activate: { icon: <ToggleOnIcon />, done: 'activated' },
  deactivate: { icon: <ToggleOffIcon />, done: 'deactivated', color: 'error' },
  archive: { icon: <ArchiveIcon />, done: 'archived', color: 'error' },
  restore: { icon: <UnarchiveIcon />, done: 'restored' },
};
