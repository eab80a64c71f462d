import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import type { CateringStatusName, TicketStatusName } from '@/dataProvider/workflows';
import { areas } from './areas';

/**
 * The areas whose side-menu entry counts the work waiting in them: the status a record arrives in (a ticket a
 * customer just opened, a catering request just sent), as their list's Status filter names it.
 */
export const NEW_STATUS = {
  customerCare: 'new' satisfies TicketStatusName,
  catering: 'new' satisfies CateringStatusName,
} as const;

export type CountedArea = keyof typeof NEW_STATUS;

/**
 * How many records of the area wait in their "new" status: one call for one record of that filter, its `total`
 * read, refreshed with every query (120 s). Undefined while it has not answered, when it failed (the list itself
 * says why; this call shows no toast of its own) and when `enabled` is false: a role that cannot open the area
 * makes no call.
 */
export function useNewCount(area: CountedArea, enabled: boolean): number | undefined {
  const { total, error } = useGetList(
    area,
    {
      pagination: { page: 1, perPage: 1 },
      filter: { status: NEW_STATUS[area] },
      meta: { silent: true },
    },
    { enabled },
  );
  return enabled && !error ? total : undefined;
}

const noCount = (): undefined => undefined;

/** How many of the area's records are past their target (its definition's `useLateCount`); undefined if it has none. */
export function useLateCount(area: CountedArea, enabled: boolean): number | undefined {
  // The areas are fixed at build time, so each menu calls the same hook on every render.
  const useCount = areas.find((definition) => definition.name === area)?.useLateCount ?? noCount;
  return useCount(enabled);
}

// (A title that was only the count reads back without its space.)
const COUNT_PREFIX = /^\(\d[\d,]*\)\s*/;

/**
 * Leads the browser tab's title with the count, "(12) Back-office", while the screen is shown; no prefix at 0 or
 * when unknown, and the title as it was once the screen is left.
 */
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
