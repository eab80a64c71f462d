import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createI18nProvider } from '@/i18n';
import { setApiStarter, warmUpApi } from '@/dataProvider/http';
import { redirectSignedOutToLogin } from './auth/bootRedirect';
import { App } from './App';
import { FAKE_API } from './fake';

redirectSignedOutToLogin(window.location, window.history);

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
