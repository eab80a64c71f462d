import { VOUCHER_TYPES } from '@/dataProvider/types';

export const typeChoices = VOUCHER_TYPES.map((id) => ({ id, name: `resources.vouchers.types.${id}` }));
export const typeFilterChoices = VOUCHER_TYPES.map((id) => ({ id, name: `resources.vouchers.typesShort.${id}` }));
export const sourceChoices = (['file', 'ids'] as const).map((id) => ({ id, name: `resources.vouchers.sources.${id}` }));
export const sourceFilterChoices = (['file', 'ids'] as const).map((id) => ({
  id,
  name: `resources.vouchers.sourcesShort.${id}`,
}));
export const statusChoices = (['active', 'inactive'] as const).map((id) => ({
  id,
  name: `resources.vouchers.statuses.${id}`,
}));
