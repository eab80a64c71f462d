// First: a signed-in page's admin code is asked for before the rest of this chunk runs (bootStart.ts).
import { signedInPage } from '@/src/boot/bootStart';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '@/i18n/core';
import { setApiStarter, warmUpApi } from '@/dataProvider/http';
import { onFirstInput } from '@/src/boot/onFirstInput';
import { FAKE_API } from '@/src/demo/fake';
import { routes } from './routes';

// The in-page fake starts at the first call at the latest. A signed-out page calls only once its user acts, so it
// warms up at their first input (fetching it beside the admin's code gained nothing: docs/performance.md).
if (FAKE_API) {
  setApiStarter(() => import('@/dataProvider/fake/browser').then(({ startFakeApi }) => startFakeApi()));
  const warmUp = () => void warmUpApi();
  if (!signedInPage) onFirstInput(warmUp);
  else if ('requestIdleCallback' in window) window.requestIdleCallback(warmUp, { timeout: 1500 });
  else setTimeout(warmUp, 500);
}

await initI18n();
// A data router: react-admin's unsaved-changes guard needs one.
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
