import ReviewsIcon from '@mui/icons-material/Reviews';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';

export const area: AreaDefinition = {
  name: 'feedbacks',
  // Last in the navigation, after settings (120).
  order: 130,
  nav: { to: '/feedbacks', label: 'app.nav.feedbacks', icon: ReviewsIcon },
  listDefaults: () => ({ sort: { field: 'createdAt', order: 'DESC' } }),
  resource: {
    list: lazyScreen(() => import('./FeedbackList')),
  },
};
