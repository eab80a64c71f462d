import type { Ticket } from '@/dataProvider/types';
import { TICKET_TYPE_VALUES } from '@/dataProvider/contract/schemas/enums';
import { TICKET_STATUSES, type TicketStatusName } from '@/dataProvider/workflows';
import type { StatusTone } from '@/src/fields/StatusChip';

export const TICKET_TYPES: readonly Ticket['type'][] = TICKET_TYPE_VALUES;
export const statusChoices = TICKET_STATUSES.map((id) => ({ id, name: `resources.customerCare.statuses.${id}` }));
export const typeChoices = TICKET_TYPES.map((id) => ({ id, name: `resources.customerCare.types.${id}` }));

export const TICKET_TONES: Record<TicketStatusName, StatusTone> = {
  new: 'new',
  active: 'working',
  reopened: 'refused',
  resolved: 'done',
  closed: 'idle',
};
