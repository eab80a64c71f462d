/**
 * The ticket list's order, chosen by each person and kept for them in this browser across sign-outs: newest first
 * (the list's usual order) or most urgent first.
 */
import { useCallback, useState } from 'react';
import type { ListProps } from 'react-admin';
import { USER_CHOICE_PREFIX, getUser } from '@/dataProvider/session';
import { WAITING_STATUSES } from './ticketClocks';

export type QueueOrder = 'date' | 'urgent';

const choiceKey = () => `${USER_CHOICE_PREFIX}${getUser()?.id ?? 'anyone'}:care-queue-order`;

export function storedQueueOrder(): QueueOrder {
  try {
    return localStorage.getItem(choiceKey()) === 'urgent' ? 'urgent' : 'date';
  } catch {
    return 'date';
  }
}

export function useQueueOrder(): [QueueOrder, (order: QueueOrder) => void] {
  const [order, setOrder] = useState(storedQueueOrder);
  const choose = useCallback((next: QueueOrder) => {
    try {
      localStorage.setItem(choiceKey(), next);
    } catch {
      // A browser that keeps nothing still lists in the order chosen, for this visit.
    }
    setOrder(next);
  }, []);
  return [order, choose];
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
