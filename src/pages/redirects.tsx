import { Navigate } from 'react-router';
import { userRoles } from '@/dataProvider/session';
import { homePath } from '@/src/auth/access';
import type { LoginLocationState } from './LoginPage';

/** Spec section 6: a signed-in user without the route's role goes to the sign-in page. */
export function AccessDenied() {
  const state: LoginLocationState = { denied: true };
  return <Navigate to="/login" replace state={state} />;
}

/** `/`: an admin to branches, anyone else to customer care (spec section 2). */
export function HomeRedirect() {
  return <Navigate to={homePath(userRoles())} replace />;
}
