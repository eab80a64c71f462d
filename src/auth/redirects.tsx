import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { hasSession, userRoles } from '@/dataProvider/session';
import { homePath } from './access';
import type { LoginLocationState } from './loginState';

const DENIED: LoginLocationState = { denied: true };

export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/login', { replace: true, state: DENIED });
  }, [navigate]);
  return null;
}

export function HomeRedirect() {
  return <Navigate to={homePath(userRoles())} replace />;
}

export function AfterSessionEnd({ onLanded }: { onLanded: () => void }) {
  const { pathname, search } = useLocation();
  const [from] = useState<LoginLocationState>({ nextPathname: pathname, nextSearch: search });
  const home = hasSession() ? homePath(userRoles()) : null;
  const landed = pathname === home;
  useEffect(() => {
    if (landed) onLanded();
  }, [landed, onLanded]);
  if (home === null) return <Navigate to="/login" state={from} />;
  return landed ? null : <Navigate to={home} replace />;
}
