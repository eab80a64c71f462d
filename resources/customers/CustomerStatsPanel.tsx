import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '@/dataProvider';
import type { CustomerStats } from '@/dataProvider/types';
import { formatNumber } from '@/src/format/values';
import { SignUpChart } from './SignUpChart';
import { customerStatsQuery } from './statsQuery';
import { loadState } from '@/src/loading/LoadError';

const FIGURES: (keyof Omit<CustomerStats, 'signUpsByMonth' | 'id'>)[] = [
  'total',
  'active',
  'inactive',
  'newLast30Days',
];

/** GET users/stats as four figures and the sign-ups of the last twelve months. */
export function CustomerStatsPanel() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useQuery(customerStatsQuery(dataProvider));
  const { data, isPending } = query;
  const failed = loadState(query, { title: 'resources.customers.statsFailed' });
  if (failed) return failed;
  return (
    <Grid container spacing={2}>
      {FIGURES.map((key) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {translate(`resources.customers.stats.${key}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {isPending ? <Skeleton width={80} /> : data ? formatNumber(data[key], locale) : ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
      <Grid size={12}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {translate('resources.customers.chartTitle')}
            </Typography>
            {isPending ? (
              <Skeleton variant="rectangular" height={160} />
            ) : (
              <SignUpChart months={data?.signUpsByMonth ?? []} />
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
