import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, useGetIdentity } from 'react-admin';
import { authProvider } from '@/src/auth/authProvider';
import { refreshIdentity, seedAuthQueries } from '@/src/auth/storedAuth';
import { createQueryClient } from '@/src/query/queryClient';
import { storedAdmin, storeSession } from '../support/storedUser';
import { mockFetch } from '../support/fetchMock';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { isActive: vi.fn(() => false), dismiss: vi.fn() }),
}));

const admin = storedAdmin;

const renders = { count: 0 };
function UserName() {
  const { identity } = useGetIdentity();
  return <span ref={() => void (renders.count += 1)}>{identity?.fullName ?? 'no one'}</span>;
}

function mountWithStoredSession() {
  storeSession(admin);
  const client = createQueryClient();
  seedAuthQueries(client);
  // As the app does once it has mounted.
  refreshIdentity(client);
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={authProvider}>
        <UserName />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return client;
}

// The refresh waits for an idle moment; jsdom has no requestIdleCallback, so it is the 2 s timer.
const idle = () => act(() => vi.advanceTimersByTimeAsync(2100));

beforeEach(() => {
  localStorage.clear();
  renders.count = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the signed-in user on a page load', () => {
  it('shows the stored name in the first render and asks for no profile until the page is idle', async () => {
    const { seen } = mockFetch({ body: admin });
    mountWithStoredSession();
    expect(screen.getByText('Amal')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(seen).toHaveLength(0);
    await idle();
    expect(seen.map((call) => call.url.pathname)).toEqual(['/api/v1/system-user/profile']);
  });

  it('shows the name the profile brings when it changed', async () => {
    mockFetch({ body: { ...admin, firstName: 'Amira' } });
    mountWithStoredSession();
    await idle();
    expect(screen.getByText('Amira')).toBeTruthy();
  });

  it('does not re-render the name while the profile call runs when it brings the same identity', async () => {
    const { seen } = mockFetch({ body: admin });
    mountWithStoredSession();
    const before = renders.count;
    await idle();
    expect(seen).toHaveLength(1);
    expect(renders.count).toBe(before);
    expect(screen.getByText('Amal')).toBeTruthy();
  });
});
