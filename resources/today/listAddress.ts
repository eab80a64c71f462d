/** A list at `path` with react-admin's `filter` query parameter: the list opens showing exactly those records. */
export function listAddress(
  path: string,
  filter: Record<string, unknown>,
  sort?: { field: string; order: 'ASC' | 'DESC' },
) {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return `${path}?${params.toString()}`;
}

export const boardAddress = (branchId: string, day: string) =>
  `/branches/${encodeURIComponent(branchId)}/orders?day=${day}`;

export const recordAddress = (path: string, id: string | number, screen: 'edit' | 'show' = 'edit') =>
  `${path}/${encodeURIComponent(String(id))}${screen === 'show' ? '/show' : ''}`;
