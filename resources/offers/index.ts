import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { Offer } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'offers',
  order: 30,
  nav: { to: '/offers', label: 'app.nav.offers', icon: LocalOfferIcon },
  listDefaults: () => ({ sort: { field: 'validFrom', order: 'DESC' } }),
  resource: {
    list: lazyScreen(() => import('./OfferList')),
    edit: lazyScreen(() => import('./OfferEdit')),
    create: lazyScreen(() => import('./OfferCreate')),
    recordRepresentation: (offer: Offer) => offer.name.en,
  },
};
