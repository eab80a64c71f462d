import { onFirstInput } from './onFirstInput';

type AdminModules = [typeof import('@/src/App'), typeof import('@/i18n'), typeof import('@/src/screens/preloadScreen')];
let adminModules: Promise<AdminModules> | undefined;

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

export function prefetchAdmin(): void {
  loadAdminModules().catch(() => {});
}

export function prefetchAdminAndScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  loadAdminModules().then(
    ([, , { preloadScreenFor }]) => preloadScreenFor(location),
    () => {},
  );
}

/** While they type on the sign-in page, so signing in does not wait for it. */
export function prefetchAdminOnFirstInput(): () => void {
  return onFirstInput(prefetchAdmin);
}
