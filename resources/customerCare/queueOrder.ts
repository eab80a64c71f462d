/**
 * The ticket list's order, chosen by each person and kept for them in this browser across sign-outs: newest first
 * (the list's usual order) or most urgent first.
 */
import { useStore, type ListProps } from 'react-admin';
import { userChoiceKey } from '@/dataProvider/session';
import { WAITING_STATUSES } from './ticketClocks';

export type QueueOrder = 'date' | 'urgent';

export function useQueueOrder(): [QueueOrder, (order: QueueOrder) => void] {
  const [stored, setOrder] = useStore<unknown>(userChoiceKey('care-queue-order'), 'date');
  return [stored === 'urgent' ? 'urgent' : 'date', setOrder];
}

/**
 * What the list asks the API for in the urgent order: the API cannot order by a ticket's clock across pages, so
 * it asks for what comes nearest, the waiting tickets (new and reopened) oldest first, under a store key of its own
 * so that each order keeps its own page, sort and search.
 */
export const URGENT_LIST = {
  storeKey: 'customerCare.urgent.listParams',
  filter: { status: WAITING_STATUSES },
  sort: { field: 'createdAt', order: 'ASC' },
} as const satisfies Pick<ListProps, 'storeKey' | 'filter' | 'sort'>;
