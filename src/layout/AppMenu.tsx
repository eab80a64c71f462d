import { memo, useCallback } from 'react';
import { useLocation } from 'react-router';
import { Logout, Menu, useGetIdentity, useLocaleState, useSidebarState, useTranslate } from 'react-admin';
import { areas } from '@/src/areas/areas';
import { canOpen } from '@/src/auth/access';
import { userRoles } from '@/dataProvider/session';
import { isActivePath, NavItem, type NavItemProps } from './NavItem';
import { useIsSmallScreen } from '@/src/theme/screenSize';
import { formatNumber } from '@/src/format/values';
import type { Role } from '@/dataProvider/types';
import { useLateCount, useNewCount, type CountedArea } from '@/src/areas/newCounts';

/** Only then is its count asked for. */
const hasEntry = (roles: readonly Role[], name: CountedArea) =>
  areas.some((area) => area.name === name) && canOpen(roles, name);

function countWords(translate: ReturnType<typeof useTranslate>, count = 0, overdue = 0): string | undefined {
  if (count && overdue) return translate('app.workQueue.newAndOverdue', { count, overdue });
  if (count) return translate('app.workQueue.newCount', { count });
  return overdue ? translate('app.workQueue.overdueCount', { count: overdue }) : undefined;
}

export function AppMenu() {
  // A page turn or a filter changes only the location's query: the entries follow its path.
  const { pathname } = useLocation();
  return <MenuEntries pathname={pathname} />;
}

const MenuEntries = memo(function MenuEntries({ pathname }: { pathname: string }) {
  // Re-render when the identity arrives, so the roles read below are the signed-in user's.
  useGetIdentity();
  const roles = userRoles();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const isSmall = useIsSmallScreen();
  const [locale] = useLocaleState();
  const counts: Partial<Record<string, number>> = {
    customerCare: useNewCount('customerCare', hasEntry(roles, 'customerCare')),
    catering: useNewCount('catering', hasEntry(roles, 'catering')),
  };
  const late: Partial<Record<string, number>> = {
    customerCare: useLateCount('customerCare', hasEntry(roles, 'customerCare')),
  };
  // On a phone the menu is a drawer over the page.
  const onNavigate = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);

  const item = (
    to: string,
    label: string,
    icon: NavItemProps['icon'],
    nested = false,
    count?: number,
    overdue?: number,
  ) => (
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
      count={count ? formatNumber(count, locale) : undefined}
      late={overdue ? formatNumber(overdue, locale) : undefined}
      countLabel={countWords(translate, count, overdue)}
    />
  );

  return (
    <Menu>
      {areas
        .filter((area) => canOpen(roles, area.name))
        .flatMap(({ name, nav }) => [
          item(nav.to, nav.label, nav.icon, false, counts[name], late[name]),
          ...(nav.children ?? []).map((child) => item(child.to, child.label, child.icon, true)),
        ])}
      <Logout />
    </Menu>
  );
});
