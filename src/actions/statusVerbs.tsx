import type { ReactElement } from 'react';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';

export type StatusVerb = 'activate' | 'deactivate' | 'archive' | 'restore';

// Alike on a record and on selected rows; `done` ends the success toast's key, `<prefix>.notifications.<done>`.
export const STATUS_VERBS: Record<StatusVerb, { icon: ReactElement; done: string; color?: 'error' }> = {
  activate: { icon: <ToggleOnIcon />, done: 'activated' },
  deactivate: { icon: <ToggleOffIcon />, done: 'deactivated', color: 'error' },
  archive: { icon: <ArchiveIcon />, done: 'archived', color: 'error' },
  restore: { icon: <UnarchiveIcon />, done: 'restored' },
};
