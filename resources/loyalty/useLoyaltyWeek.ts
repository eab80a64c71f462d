import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LoyaltyProgramme } from '@/dataProvider/types';
import { addDays, addWeeks, isDay, isSaturday, localDay, startOfWeek } from '@/dataProvider/weeks';
import { useSearchParams } from 'react-router';
import { formatDayMonth } from '@/src/format/values';
import { useSingleMutation } from '@/src/save/useSingleMutation';

/** Every week's read shares it, so a save or an added week refreshes whichever week is shown. */
export const LOYALTY_QUERY_KEY = ['loyalty'] as const;

/** "21/11 – 27/11". */
export const weekLabel = (start: string) => `${formatDayMonth(start)} – ${formatDayMonth(addDays(start, 6))}`;

/** The page may stay open past midnight: "today" moves on with the clock. */
function useToday(): string {
  const [today, setToday] = useState(() => localDay());
  useEffect(() => {
    const timer = setInterval(() => setToday(localDay()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}

export function useLoyaltyWeek() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const today = useToday();
  // A link may open a given week (`?week=` its Saturday): the Today screen's warning of a week not yet set.
  const [params] = useSearchParams();
  const [weekStart, setWeekStart] = useState(() => {
    const asked = params.get('week');
    return isDay(asked) && isSaturday(asked) ? asked : startOfWeek(localDay());
  });

  const query = useQuery({
    queryKey: [...LOYALTY_QUERY_KEY, weekStart],
    queryFn: async () =>
      (await dataProvider.action<LoyaltyProgramme>('loyalty', { action: 'read', data: { startOfWeek: weekStart } }))
        .data,
    placeholderData: (previous) => previous,
  });
  const { data, isPlaceholderData } = query;
  // While another week loads, the last one's programme stays (no flicker), but not its grid.
  const shown = isPlaceholderData ? undefined : data;

  const planned = useMemo(
    () => [...new Set([...(data?.weeks ?? []), weekStart, startOfWeek(today)])].sort(),
    [data?.weeks, weekStart, today],
  );
  const latest = data?.weeks.at(-1);
  // The week "Add next week" plans: after the last planned one, but never one already over.
  const nextToAdd =
    [latest ? addWeeks(latest, 1) : startOfWeek(today), startOfWeek(today)].sort().at(-1) ?? startOfWeek(today);

  const addWeek = useSingleMutation({
    mutationFn: (start: string) =>
      dataProvider.action<LoyaltyProgramme>('loyalty', { action: 'addWeek', data: { startOfWeek: start } }),
    onSuccess: (_, start) => {
      notify('resources.loyalty.weekAdded', { type: 'success', messageArgs: { week: weekLabel(start) } });
      void queryClient.invalidateQueries({ queryKey: LOYALTY_QUERY_KEY });
      setWeekStart(start);
    },
  });

  return { today, weekStart, setWeekStart, query, data, shown, planned, nextToAdd, addWeek };
}

export type LoyaltyWeekState = ReturnType<typeof useLoyaltyWeek>;
