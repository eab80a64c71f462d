import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Toolbar } from 'react-admin';
import { MergeInForm } from './MergeInForm';
import { SaveButton } from './SaveButton';

/**
 * Every form's toolbar: Save first, then (on a saved record) its own buttons at the far end: status toggles
 * or delete. They wrap under Save on a phone. It also puts the save merge's part inside the form (MergeInForm).
 */
export function FormToolbar({ children }: { children?: ReactNode }) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {children && <Box sx={{ marginInlineStart: 'auto' }}>{children}</Box>}
      <MergeInForm />
    </Toolbar>
  );
}
