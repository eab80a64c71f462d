import { lazy } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { AreaDefinition } from '../types';
import type { Offer } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'offers',
  order: 30,
  nav: { to: '/offers', label: 'app.nav.offers', icon: LocalOfferIcon },
  resource: {
    list: lazy(() => import('./OfferList')),
    edit: lazy(() => import('./OfferEdit')),
    create: lazy(() => import('./OfferCreate')),
    recordRepresentation: (offer: Offer) => offer.name.en,
  },
};
