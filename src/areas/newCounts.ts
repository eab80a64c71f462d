import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import type { CateringStatusName, TicketStatusName } from '@/dataProvider/workflows';
import { areas } from './areas';
import { REFETCH_INTERVAL_MS } from '@/src/query/queryClient';

/** The status a record arrives in, as the list's Status filter names it: the work waiting in the area. */
export const NEW_STATUS = {
  customerCare: 'new' satisfies TicketStatusName,
  catering: 'new' satisfies CateringStatusName,
} as const;

export type CountedArea = keyof typeof NEW_STATUS;

// Shared by the side menu, the area's list and Today, so it is fresh until the next refetch and asked once per screen.
export function useNewCountQuery(area: CountedArea, enabled: boolean) {
  return useGetList(
    area,
    { pagination: { page: 1, perPage: 1 }, filter: { status: NEW_STATUS[area] }, meta: { silent: true } },
    { enabled, staleTime: REFETCH_INTERVAL_MS },
  );
}

export function useNewCount(area: CountedArea, enabled: boolean): number | undefined {
  const { total, error } = useNewCountQuery(area, enabled);
  return enabled && !error ? total : undefined;
}

const noCount = (): undefined => undefined;

export function useLateCount(area: CountedArea, enabled: boolean): number | undefined {
  // The areas are fixed at build time, so each menu calls the same hook on every render.
  const useCount = areas.find((definition) => definition.name === area)?.useLateCount ?? noCount;
  return useCount(enabled);
}

// (A title that was only the count reads back without its space.)
const COUNT_PREFIX = /^\(\d[\d,]*\)\s*/;

/** "(12) Back-office" while the screen is shown. */
export function useCountInTabTitle(count: number | undefined): void {
  useEffect(() => {
    const usual = document.title.replace(COUNT_PREFIX, '');
    document.title = count ? `(${count}) ${usual}` : usual;
  }, [count]);
  useEffect(
    () => () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    },
    [],
  );
}
