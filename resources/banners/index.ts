import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { Banner } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'banners',
  order: 110,
  nav: { to: '/banners', label: 'app.nav.banners', icon: ViewCarouselIcon },
  listDefaults: () => ({ sort: { field: 'priority', order: 'ASC' } }),
  resource: {
    list: lazyScreen(() => import('./BannerList')),
    edit: lazyScreen(() => import('./BannerEdit')),
    create: lazyScreen(() => import('./BannerCreate')),
    recordRepresentation: (banner: Banner) => banner.name,
  },
  createPath: 'newbanner',
};
