/** The care queue's targets, read from the spec's settings (`GET settings`), each falling back to its default. */
import { useGetList } from 'react-admin';
import type { Setting } from '@/dataProvider/types';
import { REFETCH_INTERVAL_MS } from '@/src/query/queryClient';
import { CARE_TARGET_KEYS, careTargetValue } from '@/dataProvider/fieldRules';
import { DEFAULT_TARGETS, type CareTargets } from './ticketClocks';

export interface TargetsRead {
  targets: CareTargets;
  /** Which targets are the defaults because their setting is missing or unreadable (or the call failed). */
  defaulted: (keyof CareTargets)[];
}

/** The targets from the settings: a missing or unreadable value (not a whole number above 0) is its default. */
export function targetsFrom(settings: readonly Pick<Setting, 'key' | 'value'>[] | undefined): TargetsRead {
  const read = (name: keyof CareTargets) =>
    careTargetValue(settings?.find((setting) => setting.key === CARE_TARGET_KEYS[name])?.value);
  const firstResponseMinutes = read('firstResponseMinutes');
  const resolutionHours = read('resolutionHours');
  return {
    targets: {
      firstResponseMinutes: firstResponseMinutes ?? DEFAULT_TARGETS.firstResponseMinutes,
      resolutionHours: resolutionHours ?? DEFAULT_TARGETS.resolutionHours,
    },
    defaulted: [
      ...(firstResponseMinutes === undefined ? (['firstResponseMinutes'] as const) : []),
      ...(resolutionHours === undefined ? (['resolutionHours'] as const) : []),
    ],
  };
}

/**
 * The targets every care screen uses, read once for the side menu's count and the screen alike (fresh until the next
 * refetch); the defaults until they answer (`settled`), and if the call fails (no toast: the screen says so).
 */
export function useCareTargets(): TargetsRead & { settled: boolean } {
  const { data, isPending } = useGetList<Setting & { id: string }>(
    'settings',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'key', order: 'ASC' },
      meta: { silent: true },
    },
    { staleTime: REFETCH_INTERVAL_MS },
  );
  return { ...targetsFrom(data), settled: !isPending };
}
