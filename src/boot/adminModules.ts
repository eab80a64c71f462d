import { onFirstInput } from './onFirstInput';

type AdminModules = [typeof import('@/src/App'), typeof import('@/i18n'), typeof import('@/src/screens/preloadScreen')];
let adminModules: Promise<AdminModules> | undefined;

/** The admin's code (react-admin, the areas' declarations, all texts), fetched once however often asked. */
export function loadAdminModules(): Promise<AdminModules> {
  adminModules ??= Promise.all([import('@/src/App'), import('@/i18n'), import('@/src/screens/preloadScreen')]).catch(
    (error: unknown) => {
      // Forget a failed fetch, so the next visit to a signed-in page tries again.
      adminModules = undefined;
      throw error;
    },
  );
  return adminModules;
}

/** Starts fetching the admin's code; a failure here is left to the route, which shows it. */
export function prefetchAdmin(): void {
  loadAdminModules().catch(() => {});
}

/**
 * A cold load of a signed-in page: the admin's code, then at once the screen's chunk and a list's first
 * page (preloadScreen.ts), while react-admin renders its frame.
 */
export function prefetchAdminAndScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  loadAdminModules().then(
    ([, , { preloadScreenFor }]) => preloadScreenFor(location),
    () => {},
  );
}

/**
 * On the sign-in page, from the user's first input: fetch the admin's code while they type, so signing in does
 * not wait for it.
 */
export function prefetchAdminOnFirstInput(): () => void {
  return onFirstInput(prefetchAdmin);
}
