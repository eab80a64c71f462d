import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadingBox() {
  const translate = useTranslate();
  return (
    <Box
      sx={{ p: 3, display: 'flex', justifyContent: 'center' }}
      role="status"
      aria-label={translate('ra.page.loading')}
    >
      <CircularProgress size={28} />
    </Box>
  );
}
