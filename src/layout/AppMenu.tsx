import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { Logout, Menu, useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { areas } from '@/src/areas';
import { canOpen } from '@/src/auth/access';
import { userRoles } from '@/dataProvider/session';
import { isActivePath, NavItem, type NavItemProps } from './NavItem';
import { useIsSmallScreen } from '@/src/components/ListRows';

/** The admin sees every area, customer-care staff only customer care; logout last. */
export function AppMenu() {
  // Re-render when the identity arrives, so the roles read below are the signed-in user's.
  useGetIdentity();
  const roles = userRoles();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const isSmall = useIsSmallScreen();
  // On a phone the menu is a drawer over the page: following a link closes it.
  const onNavigate = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);

  const item = (to: string, label: string, icon: NavItemProps['icon'], nested = false) => (
    <NavItem
      // An area's entry may lead where its first sub-entry does (Subscriptions → Subscribers).
      key={nested ? `${to} (sub-entry)` : to}
      to={to}
      label={translate(label, { _: label })}
      icon={icon}
      active={isActivePath(pathname, to)}
      folded={!open}
      nested={nested}
      onNavigate={onNavigate}
    />
  );

  return (
    <Menu>
      {areas
        .filter((area) => canOpen(roles, area.name))
        .flatMap(({ nav }) => [
          item(nav.to, nav.label, nav.icon),
          ...(nav.children ?? []).map((child) => item(child.to, child.label, child.icon, true)),
        ])}
      <Logout />
    </Menu>
  );
}
