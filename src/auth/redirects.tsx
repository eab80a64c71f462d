import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { userRoles } from '@/dataProvider/session';
import { homePath } from './access';
import type { LoginLocationState } from './loginState';

const DENIED: LoginLocationState = { denied: true };

/** A signed-in user without the route's role goes to the sign-in page. */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/login', { replace: true, state: DENIED });
  }, [navigate]);
  return null;
}

/** `/`: an admin to branches, anyone else to customer care. */
export function HomeRedirect() {
  return <Navigate to={homePath(userRoles())} replace />;
}
