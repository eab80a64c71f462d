import { useQuery } from '@tanstack/react-query';
import GroupsIcon from '@mui/icons-material/Groups';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { customerStatsQuery } from '@/resources/customers/statsQuery';
import { TodayCard } from './TodayCard';
import { Figure } from './Figure';
import { useStarted } from './startOrder';

/** Sign-ups of the last 30 days (GET users/stats), as the customers screen counts them. */
export function CustomersCard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const started = useStarted();
  const query = useQuery({ ...customerStatsQuery(dataProvider), enabled: started });
  return (
    <TodayCard
      id="today-customers"
      title="resources.today.customers.title"
      icon={GroupsIcon}
      query={query}
      failedTitle="resources.today.customers.failed"
    >
      <Figure
        label={translate('resources.today.customers.signUps')}
        value={query.data?.newLast30Days ?? 0}
        to="/customers"
      />
    </TodayCard>
  );
}
