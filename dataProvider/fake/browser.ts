/** Starts the fake in the browser; the only file that loads msw's service-worker side. */
import { setupWorker } from 'msw/browser';
import { createFakeApi, type FakeApi, type Mail } from './index';
import { demoHostile, demoScale } from './demoScale';

let started: FakeApi | undefined;

export async function startFakeApi(): Promise<void> {
  // The demo is for testers: its test controls are always on. Only this page's own calls reach it.
  const api = createFakeApi({
    baseUrl: `${location.origin}/api/v1/`,
    appOrigin: location.origin,
    storage: window.localStorage,
    testControls: true,
    scale: demoScale(),
    hostile: demoHostile(),
  });
  await setupWorker(...api.handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  started = api;
}

/** Read from this page's fake, as a mail program would: a signed-out tester has no session the outbox call accepts. */
export function mailsSentTo(email: string): Mail[] {
  return started?.db.outbox.sentTo(email) ?? [];
}
