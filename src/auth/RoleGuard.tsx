import type { ComponentType } from 'react';
import { userRoles } from '@/dataProvider/session';
import { AccessDenied } from './redirects';
import { canOpen } from './access';

// Before the screen mounts: react-admin's own check resolves after its list query is already enabled.
export function withRoleGuard<P extends object>(resource: string, Screen: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return canOpen(userRoles(), resource) ? <Screen {...props} /> : <AccessDenied />;
  }
  Guarded.displayName = `RoleGuard(${resource})`;
  return Guarded;
}
