import { cloneElement, useMemo, type ReactElement } from 'react';
import { useIsSmallScreen } from '@/src/theme/screenSize';

/** On a small screen the first one only (the search box), so the first records show on the first screen. */
export function useListFilters(filters: ReactElement[]): ReactElement[] {
  const small = useIsSmallScreen();
  return useMemo(
    () =>
      small
        ? filters.map((filter, index) =>
            index === 0 ? filter : cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: false }),
          )
        : filters,
    [small, filters],
  );
}
