import { ACCESS_ROLES, type Role } from '@/dataProvider/roles';
import { areas } from '@/src/areas/areas';

/** The role list the API checks its admin calls against, so a screen and its calls agree. */
const ADMIN_ROLES: readonly Role[] = ACCESS_ROLES.admin;

export function rolesFor(resource: string | undefined): readonly Role[] {
  return areas.find((area) => area.name === resource)?.roles ?? ADMIN_ROLES;
}

export function canOpen(roles: readonly Role[], resource: string | undefined): boolean {
  return rolesFor(resource).some((role) => roles.includes(role));
}

export function homePath(roles: readonly Role[]): string {
  return roles.includes('admin') ? '/branches' : '/customerCare';
}
