/**
 * How many tickets waiting in the queue are past their first-answer target, across every page: the waiting
 * tickets (new and reopened) are read whole, 500 a call, and each one's clock is worked out here, as its row
 * shows it; the API has no count of a clock.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { readEvery } from '@/src/query/useEveryRecord';
import { REFETCH_INTERVAL_MS } from '@/src/query/queryClient';
import { useCareTargets } from './careTargets';
import { WAITING_STATUSES, isAnswerOverdue } from './ticketClocks';

/** Undefined until it has answered, when it failed (no toast: the list says why) and while `enabled` is false. */
export function useOverdueCount(enabled: boolean): number | undefined {
  const dataProvider = useDataProvider();
  const { targets, settled } = useCareTargets();
  const { data } = useQuery({
    // Under the resource's key, so react-admin's refresh and a status move's invalidation reach it.
    queryKey: ['customerCare', 'overdueCount', targets],
    queryFn: async ({ signal }) => {
      const waiting = await readEvery<Ticket>(
        dataProvider,
        'customerCare',
        { filter: { status: WAITING_STATUSES }, meta: { silent: true } },
        signal,
      );
      const now = Date.now();
      return waiting.filter((ticket) => isAnswerOverdue(ticket, targets, now)).length;
    },
    // Counted once the targets are known, not first with the defaults and again with the settings'.
    enabled: enabled && settled,
    // The side menu's and Today's count: fresh until the next refetch, a ticket's move refetches it.
    staleTime: REFETCH_INTERVAL_MS,
  });
  return enabled ? data : undefined;
}
