import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import type { AreaDefinition } from '@/src/areas/areaDefinition';

const CustomersPage = lazy(() => import('./CustomersPage'));

export const area: AreaDefinition = {
  name: 'customers',
  // After loyalty, before customer care (80) in the navigation.
  order: 70,
  nav: { to: '/customers', label: 'app.nav.customers', icon: GroupsIcon },
  // One screen, no Resource: the API has no customer list, only the phone lookup.
  pages: { '/customers': CustomersPage },
};
