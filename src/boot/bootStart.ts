/**
 * The first module the page runs (main.tsx imports it before anything else). On a signed-in page it asks for
 * the admin's code before the rest of the boot chunk (React, the router, the texts) is evaluated, so the two
 * overlap instead of one waiting for the other.
 */
import { PUBLIC_PATHS, redirectSignedOutToLogin } from '@/src/auth/bootRedirect';
import { prefetchAdminAndScreen } from './adminModules';

const signedOut = redirectSignedOutToLogin(window.location, window.history);
export const signedInPage = !signedOut && !PUBLIC_PATHS.includes(window.location.pathname);
if (signedInPage) prefetchAdminAndScreen({ pathname: window.location.pathname, search: window.location.search });
