import { lazy } from 'react';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import type { AreaDefinition } from '@/src/areas/areaDefinition';

const LoyaltyPage = lazy(() => import('./LoyaltyPage'));

// One custom page, not a CRUD Resource: the programme is a single record and the weeks a grid. The route keeps the
// spec's spelling, /loyality, as the API's `loyality`.
export const area: AreaDefinition = {
  name: 'loyalty',
  order: 60,
  nav: { to: '/loyality', label: 'app.nav.loyalty', icon: LoyaltyIcon },
  pages: { '/loyality': LoyaltyPage },
};
