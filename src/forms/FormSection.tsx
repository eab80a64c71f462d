import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const FORM_GRID = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { sm: '1fr 1fr' },
  width: '100%',
  maxWidth: 760,
} as const;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 760, mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
