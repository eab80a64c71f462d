import { lazy } from 'react';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { AreaDefinition } from '../types';
import type { Banner } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'banners',
  order: 110,
  nav: { to: '/banners', label: 'app.nav.banners', icon: ViewCarouselIcon },
  resource: {
    list: lazy(() => import('./BannerList')),
    edit: lazy(() => import('./BannerEdit')),
    create: lazy(() => import('./BannerCreate')),
    recordRepresentation: (banner: Banner) => banner.name,
  },
  createPath: 'newbanner',
};
