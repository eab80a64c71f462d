import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '@/i18n/core';
import { setApiStarter, warmUpApi } from '@/dataProvider/http';
import { PUBLIC_PATHS, redirectSignedOutToLogin } from './auth/bootRedirect';
import { prefetchAdminAndScreen } from './adminModules';
import { FAKE_API } from './fake';
import { routes } from './routes';

const signedOut = redirectSignedOutToLogin(window.location, window.history);
// A signed-in page: the admin's code is on its way before the texts and the router start.
if (!signedOut && !PUBLIC_PATHS.includes(window.location.pathname))
  prefetchAdminAndScreen({ pathname: window.location.pathname, search: window.location.search });

// The fake's code loads after the first screen, when the browser is idle or at the first call.
if (FAKE_API) setApiStarter(() => import('@/dataProvider/fake/browser').then(({ startFakeApi }) => startFakeApi()));

await initI18n();
// A data router: react-admin's unsaved-changes guard needs one.
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

if (FAKE_API) {
  const warmUp = () => void warmUpApi();
  if ('requestIdleCallback' in window) window.requestIdleCallback(warmUp, { timeout: 1500 });
  else setTimeout(warmUp, 500);
}
