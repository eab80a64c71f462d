import { cloneElement, useMemo, type ReactElement } from 'react';
import { useIsSmallScreen } from '@/src/theme/screenSize';

/**
 * A list's filters: above the table on a laptop; on a small screen its first one only (every list's search
 * box), the others behind the filter button, so the first records show on the first screen.
 */
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
