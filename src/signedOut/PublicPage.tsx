import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { LanguageMenu } from './LanguageMenu';
import { useT } from '@/i18n/useT';

export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useT();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="overline" color="text.secondary">
                {translate('app.auth.subtitle')}
              </Typography>
              <Typography variant="h5" component="h1">
                {translate(title)}
              </Typography>
            </Box>
            <LanguageMenu />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
