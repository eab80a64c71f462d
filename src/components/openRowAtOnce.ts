import type { RowClickFunction, useCreatePath } from 'react-admin';
import type { NavigateAtOnce } from '@/src/dataRouter';
import { screenIsLoaded } from '@/src/preloadScreen';

export type RowClick = string | RowClickFunction | false;

/**
 * A row click that opens its record in one synchronous render (src/dataRouter.ts): react-admin's own
 * navigation renders it time-sliced, and the screen showed ~30 % later. Only a screen whose code is already
 * here goes that way (one still on its way would suspend and blank the list); any other click is left to
 * react-admin.
 */
export function openRowAtOnce(
  navigate: NavigateAtOnce,
  createPath: ReturnType<typeof useCreatePath>,
  rowClick: RowClick | undefined,
): RowClick | undefined {
  if (!rowClick || rowClick === 'expand' || rowClick === 'toggleSelection') return rowClick;
  return (id, resource, record) => {
    const link = typeof rowClick === 'function' ? rowClick(id, resource, record) : rowClick;
    if (typeof link !== 'string' || link === 'expand' || link === 'toggleSelection') return link;
    // react-admin's own address for a record's screen; any other link is a path already.
    const path = link === 'edit' || link === 'show' ? createPath({ resource, id, type: link }) : link;
    if (!screenIsLoaded(path)) return path;
    navigate(path);
    return false;
  };
}
