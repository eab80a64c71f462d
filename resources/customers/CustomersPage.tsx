import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { CustomerStatsPanel } from './CustomerStatsPanel';
import { CustomerLookup } from './CustomerLookup';

/** /customers: the one customers screen: stats, then the phone lookup. */
export default function CustomersPage() {
  const translate = useTranslate();
  // A link to another number (the search box's, while this screen is open) starts a look-up of its own.
  const [params] = useSearchParams();
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title="resources.customers.title" />
      <Stack spacing={1} component="section" aria-labelledby="customers-lookup">
        <Typography id="customers-lookup" variant="h6" component="h2">
          {translate('resources.customers.lookupTitle')}
        </Typography>
        <CustomerLookup key={params.get('phone') ?? ''} />
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
