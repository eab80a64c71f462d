import { BANNER_LINK_TYPES } from '@/dataProvider/types';

export const linkTypeChoices = BANNER_LINK_TYPES.map((id) => ({ id, name: `resources.banners.linkTypes.${id}` }));
export const statusChoices = (['active', 'inactive'] as const).map((id) => ({
  id,
  name: `resources.banners.statuses.${id}`,
}));
