import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Toolbar } from 'react-admin';
import { MergeInForm } from './MergeInForm';
import { SaveButton } from './SaveButton';

export function FormToolbar({ children }: { children?: ReactNode }) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {children && <Box sx={{ marginInlineStart: 'auto' }}>{children}</Box>}
      <MergeInForm />
    </Toolbar>
  );
}
