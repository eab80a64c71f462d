import { userRoles } from '@/dataProvider/session';
import { homePath } from './auth/access';
import { areas } from './areas';
import { isLazyScreen } from './lazyScreen';

/**
 * On a cold load of a signed-in page, fetch the chunk of the screen the address shows (a list, or a
 * record's editor) while react-admin renders its frame, instead of after it: one round trip less
 * before the first rows. Only an address that names a screen exactly is preloaded; anything else
 * loads as usual on render.
 */
export function preloadScreenFor(pathname: string): void {
  const path = pathname === '/' ? homePath(userRoles()) : pathname;
  const [name, id, extra] = path.split('/').filter(Boolean);
  const area = areas.find((candidate) => candidate.name === name);
  if (!area?.resource || extra !== undefined) return;
  const isCreate = id === 'create' || id === area.createPath;
  const screen = id === undefined ? area.resource.list : isCreate ? area.resource.create : area.resource.edit;
  if (isLazyScreen(screen)) void screen.preload().catch(() => {
    // The render fetches it again and shows its own error.
  });
}
