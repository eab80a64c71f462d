import { OFFER_TYPES } from '@/dataProvider/types';

export const offerTypeChoices = OFFER_TYPES.map((id) => ({ id, name: `resources.offers.types.${id}` }));
export const statusChoices = [
  { id: 'active', name: 'app.status.active' },
  { id: 'inactive', name: 'app.status.inactive' },
];
