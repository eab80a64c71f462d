import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EmptyList({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Box>
  );
}
