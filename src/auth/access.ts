import type { Role } from '@/dataProvider/types';

export const CUSTOMER_CARE_ROLES: readonly Role[] = ['admin', 'customer_care_admin', 'customer_care_agent'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** Who may open each area. An area not listed is admin-only. */
const AREA_ROLES: Record<string, readonly Role[]> = {
  customerCare: CUSTOMER_CARE_ROLES,
};

export function rolesFor(resource: string | undefined): readonly Role[] {
  return (resource && AREA_ROLES[resource]) || ADMIN_ROLES;
}

export function canOpen(roles: readonly Role[], resource: string | undefined): boolean {
  return rolesFor(resource).some((role) => roles.includes(role));
}

/** Where `/` leads: an admin to branches, anyone else to customer care. */
export function homePath(roles: readonly Role[]): string {
  return roles.includes('admin') ? '/branches' : '/customerCare';
}
