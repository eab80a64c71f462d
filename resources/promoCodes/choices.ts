import { PROMO_CODE_TYPES, PROMO_DISCOUNT_TYPES, type PromoCodeType } from '@/dataProvider/types';

export const typeChoices = PROMO_CODE_TYPES.map((id) => ({ id, name: `resources.promoCodes.types.${id}` }));
export const discountTypeChoices = PROMO_DISCOUNT_TYPES.map((id) => ({
  id,
  name: `resources.promoCodes.discountTypes.${id}`,
}));
export const statusChoices = [
  { id: 'active', name: 'app.status.active' },
  { id: 'inactive', name: 'app.status.inactive' },
];

/** Which parts of the form a type uses. */
export const usesItems = (type: unknown) => type === 'productFixed' || type === 'productSpecified';
export const usesPlans = (type: unknown) => type === 'subscription';
export const usesDiscount = (type: unknown) => type !== 'freeDelivery';

export type { PromoCodeType };
