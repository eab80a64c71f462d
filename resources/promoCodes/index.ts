import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { PromoCode } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'promoCodes',
  order: 40,
  nav: { to: '/promoCodes', label: 'app.nav.promoCodes', icon: ConfirmationNumberIcon },
  listDefaults: () => ({ sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 }),
  resource: {
    list: lazyScreen(() => import('./PromoCodeList')),
    edit: lazyScreen(() => import('./PromoCodeEdit')),
    create: lazyScreen(() => import('./PromoCodeCreate')),
    recordRepresentation: (promo: PromoCode) => promo.code,
  },
};
