import type { AppDataProvider } from '@/dataProvider';
import type { CustomerStats } from '@/dataProvider/types';

/** GET users/stats as one query, shared by the customers screen and the Today screen's customers card. */
export const customerStatsQuery = (dataProvider: AppDataProvider) => ({
  queryKey: ['customers', 'stats'],
  queryFn: async () => (await dataProvider.action<CustomerStats>('customers', { action: 'stats' })).data,
});
