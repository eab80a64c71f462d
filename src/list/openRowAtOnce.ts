import type { Identifier, RowClickFunction, useCreatePath } from 'react-admin';
import type { NavigateAtOnce } from '@/src/screens/dataRouter';
import { screenIsLoaded } from '@/src/screens/preloadScreen';

export type RowClick = string | RowClickFunction | false;

// One synchronous render (src/screens/dataRouter.ts): react-admin's own navigation is time-sliced. Only a screen whose
// code is already here goes that way: one still on its way would suspend and blank the list.
export function openRowAtOnce(
  navigate: NavigateAtOnce,
  createPath: ReturnType<typeof useCreatePath>,
  rowClick: RowClick | undefined,
): RowClick | undefined {
  if (!rowClick || rowClick === 'expand' || rowClick === 'toggleSelection') return rowClick;
  return (id, resource, record) => {
    const link = typeof rowClick === 'function' ? rowClick(id, resource, record) : rowClick;
    const path = pathOfLink(createPath, link, resource, id);
    if (path === undefined) return link;
    if (!screenIsLoaded(path)) return path;
    navigate(path);
    return false;
  };
}

/** None for an answer that opens no address (false, 'expand', a promise). */
export function pathOfLink(
  createPath: ReturnType<typeof useCreatePath>,
  link: unknown,
  resource: string,
  id: Identifier,
): string | undefined {
  if (typeof link !== 'string' || link === 'expand' || link === 'toggleSelection') return undefined;
  return link === 'edit' || link === 'show' ? createPath({ resource, id, type: link }) : link;
}
