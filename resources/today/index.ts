import { lazy } from 'react';
import TodayIcon from '@mui/icons-material/Today';
import type { AreaDefinition } from '@/src/areas/areaDefinition';

const TodayPage = lazy(() => import('./TodayPage'));

export const area: AreaDefinition = {
  name: 'today',
  // The admin's first entry; the home address still opens the branches, as the spec says.
  order: 0,
  nav: { to: '/today', label: 'app.nav.today', icon: TodayIcon },
  pages: { '/today': TodayPage },
};
