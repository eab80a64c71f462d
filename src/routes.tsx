import type { RouteObject } from 'react-router';
import { PublicShell } from '@/src/signedOut/PublicShell';
import LoginPage from '@/src/signedOut/LoginPage';
import { loadAdminModules } from '@/src/boot/adminModules';
import ForgetPasswordPage from '@/src/signedOut/ForgetPasswordPage';
import ResetPasswordPage from '@/src/signedOut/ResetPasswordPage';

function AdminLoading() {
  return <div aria-busy="true" />;
}

// The signed-out pages in the first download; everything else in the admin chunk, on the first signed-in page.
export const routes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/forget-password', element: <ForgetPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
  },
  {
    path: '*',
    // Nothing to show for the moment the admin chunk is on its way (no server rendering to hydrate).
    HydrateFallback: AdminLoading,
    lazy: async () => {
      const [{ App, prepareQueryClient }, { createI18nProvider }, { screenChunkFor }] = await loadAdminModules();
      // The first screen's code and stored queries too, so it mounts with the frame, not after a fallback.
      const [i18nProvider] = await Promise.all([
        createI18nProvider(),
        screenChunkFor(window.location),
        prepareQueryClient(),
      ]);
      return { element: <App i18nProvider={i18nProvider} /> };
    },
  },
];
