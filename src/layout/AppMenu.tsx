import { Logout, Menu, useGetIdentity } from 'react-admin';
import { areas } from '@/src/areas';
import { canOpen } from '@/src/auth/access';
import { userRoles } from '@/dataProvider/session';
import type { NavEntry } from '@/resources/types';

function Entry({ entry }: { entry: NavEntry }) {
  const Icon = entry.icon;
  return (
    <>
      <Menu.Item to={entry.to} primaryText={entry.label} leftIcon={<Icon />} />
      {entry.children?.map((child) => (
        <Menu.Item key={child.to} to={child.to} primaryText={child.label} leftIcon={<child.icon />} sx={{ paddingInlineStart: 4 }} />
      ))}
    </>
  );
}

/** Spec section 2: the admin sees every area, customer-care staff only customer care; logout last. */
export function AppMenu() {
  // Re-render when the identity arrives, so the roles read below are the signed-in user's.
  useGetIdentity();
  const roles = userRoles();
  return (
    <Menu>
      {areas
        .filter((area) => canOpen(roles, area.name))
        .map((area) => (
          <Entry key={area.name} entry={area.nav} />
        ))}
      <Logout />
    </Menu>
  );
}
