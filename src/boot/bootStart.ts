// The first module main.tsx imports: a signed-in page asks for the admin's code before the rest of the boot chunk
// is evaluated, so the two overlap.
import { PUBLIC_PATHS, redirectSignedOutToLogin } from '@/src/auth/bootRedirect';
import { prefetchAdminAndScreen } from './adminModules';

const signedOut = redirectSignedOutToLogin(window.location, window.history);
export const signedInPage = !signedOut && !PUBLIC_PATHS.includes(window.location.pathname);
if (signedInPage) prefetchAdminAndScreen({ pathname: window.location.pathname, search: window.location.search });
