import { CATERING_STATUSES, type CateringStatusName } from '@/dataProvider/workflows';
import type { StatusTone } from '@/src/fields/StatusChip';

export const statusChoices = CATERING_STATUSES.map((id) => ({ id, name: `resources.catering.statuses.${id}` }));

export const CATERING_TONES: Record<CateringStatusName, StatusTone> = {
  new: 'new',
  active: 'working',
  fulfilled: 'done',
  rejected: 'refused',
};
