import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';

export default function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.errors.notFound')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.errors.notFoundHint')}
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        {translate('app.errors.goHome')}
      </Button>
    </Box>
  );
}
