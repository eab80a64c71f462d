import { lazy } from 'react';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import type { AreaDefinition } from '../types';
import type { PromoCode } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'promoCodes',
  order: 40,
  nav: { to: '/promoCodes', label: 'app.nav.promoCodes', icon: ConfirmationNumberIcon },
  resource: {
    list: lazy(() => import('./PromoCodeList')),
    edit: lazy(() => import('./PromoCodeEdit')),
    create: lazy(() => import('./PromoCodeCreate')),
    recordRepresentation: (promo: PromoCode) => promo.code,
  },
};
