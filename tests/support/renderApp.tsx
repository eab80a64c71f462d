import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { routes } from '@/src/routes';
import { createFakeServer } from '@/dataProvider/fake/node';
import { setSeedScale } from '@/dataProvider/fake/scale';
import { setHostileSeed } from '@/dataProvider/fake/seed/hostile';
import type { SystemUser } from '@/dataProvider/types';
import { giveUpSignIn, signInAsked } from '@/dataProvider/sessionResume';

export const API = `${window.location.origin}/api/v1/`;

/**
 * One fake API for the whole file, as the browser has one; each test starts from the seed. `scale: 10` seeds a
 * chain ten times the spec's day (dataProvider/fake/scale.ts); `hostile: true` adds the hostile records
 * (dataProvider/fake/seed/hostile.ts), as the demo's hostile switch does.
 */
export function setUpFakeApi({ scale = 1, hostile = false }: { scale?: number; hostile?: boolean } = {}) {
  const fake = createFakeServer(API, { scale, hostile });
  beforeAll(() => fake.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // A test left with the sign-in dialog open: its held calls are dropped, as Cancel drops them.
    if (signInAsked()) giveUpSignIn();
    fake.server.resetHandlers();
    fake.db.reset();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => {
    fake.server.close();
    // The seeds read one scale and switch per worker: the next file in this worker starts from the spec's day again.
    setSeedScale(1);
    setHostileSeed(false);
  });
  return fake;
}

/** Signs in through the fake, as the login page would, and stores the session. */
export async function signInAs(email: string, password = 'demo1234'): Promise<SystemUser> {
  const response = await fetch(`${API}system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token, user } = (await response.json()) as { token: string; user: SystemUser };
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

/** The whole app at a path (the real route table), with an in-memory router in place of the browser's. */
export async function renderApp(
  path: string,
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...render(<RouterProvider router={router} />), router };
}
