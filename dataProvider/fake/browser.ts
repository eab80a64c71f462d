/** Starts the fake in the browser; the only file that loads msw's service-worker side. */
import { setupWorker } from 'msw/browser';
import { createFakeApi } from './index';

export async function startFakeApi(): Promise<void> {
  const { handlers } = createFakeApi({ baseUrl: `${location.origin}/api/v1/`, storage: window.localStorage });
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
