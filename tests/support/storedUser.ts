import type { SystemUser } from '@/dataProvider/types';

/** The admin a unit test signs in as, stored as the sign-in call stores its user. */
export const storedAdmin: SystemUser = {
  id: 'u1',
  firstName: 'Amal',
  lastName: 'Admin',
  email: 'admin@example.com',
  privilege: 'admin',
  roles: ['admin'],
  active: true,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A stored session for `user`: its token and its record, where the app reads them. */
export function storeSession(user: SystemUser = storedAdmin): void {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
}
