import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CustomerStatsPanel } from './CustomerStatsPanel';
import { CustomerLookup } from './CustomerLookup';

/** /customers: the one customers screen: stats, then the phone lookup. */
export default function CustomersPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title="resources.customers.title" />
      <Stack spacing={1} component="section" aria-labelledby="customers-lookup">
        <Typography id="customers-lookup" variant="h6" component="h2">
          {translate('resources.customers.lookupTitle')}
        </Typography>
        <CustomerLookup />
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="customers-stats">
        <Typography id="customers-stats" variant="h6" component="h2">
          {translate('resources.customers.statsTitle')}
        </Typography>
        <CustomerStatsPanel />
      </Stack>
    </Stack>
  );
}
