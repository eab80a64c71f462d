import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createI18nProvider } from '@/i18n';
import { setApiStarter, warmUpApi } from '@/dataProvider/http';
import { hasSession } from '@/dataProvider/session';
import { App } from './App';
import { FAKE_API } from './fake';

const PUBLIC_PATHS = ['/login', '/forget-password', '/reset-password'];

/**
 * Spec section 4: with no token or user on load, the user goes to sign-in. Done here, before
 * react-admin mounts, so a signed-out start never passes through react-admin's logout redirect
 * (which can loop on history.pushState for seconds).
 */
if (!hasSession() && !PUBLIC_PATHS.includes(window.location.pathname)) {
  const { pathname, search } = window.location;
  // react-router keeps its location state under `usr`: after sign-in, useLogin returns to this page.
  const next = pathname === '/' ? null : { nextPathname: pathname, nextSearch: search };
  window.history.replaceState({ usr: next, key: 'boot', idx: 0 }, '', '/login');
}

// The fake's code loads after the first screen, when the browser is idle or at the first call.
if (FAKE_API) setApiStarter(() => import('@/dataProvider/fake/browser').then(({ startFakeApi }) => startFakeApi()));

const i18nProvider = await createI18nProvider();
// A data router: react-admin's unsaved-changes guard needs one.
const router = createBrowserRouter([{ path: '*', element: <App i18nProvider={i18nProvider} /> }]);

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
