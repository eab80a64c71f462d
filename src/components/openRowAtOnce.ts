import type { Identifier, RowClickFunction } from 'react-admin';
import type { DataRouter } from 'react-router';
import { screenIsLoaded } from '@/src/preloadScreen';

export type RowClick = string | RowClickFunction | false;

/** The address react-admin gives a row for its link: the record's editor, its page, or the path given. */
function rowPath(link: string, resource: string, id: Identifier): string {
  const record = `/${resource}/${encodeURIComponent(String(id))}`;
  return link === 'edit' ? record : link === 'show' ? `${record}/show` : link;
}

/**
 * A row click that opens its record in one synchronous render, through the data router (src/dataRouter.ts):
 * react-admin's own navigation renders it time-sliced, and the screen showed ~30 % later. Only a screen
 * whose code is already here goes that way (one still on its way would suspend and blank the list); any
 * other click is left to react-admin.
 */
export function openRowAtOnce(router: DataRouter, rowClick: RowClick | undefined): RowClick | undefined {
  if (!rowClick || rowClick === 'expand' || rowClick === 'toggleSelection') return rowClick;
  return (id, resource, record) => {
    const link = typeof rowClick === 'function' ? rowClick(id, resource, record) : rowClick;
    if (typeof link !== 'string' || link === 'expand' || link === 'toggleSelection') return link;
    const path = rowPath(link, resource, id);
    if (!screenIsLoaded(path)) return path;
    void router.navigate(path, { flushSync: true, state: { _scrollToTop: true } });
    return false;
  };
}
