import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Layout as RaLayout, Sidebar, type SidebarProps } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { OfflineBar } from '@/src/loading/OfflineBar';
import { preloadRecordScreens } from '@/src/screens/preloadScreen';
import { SignInAgainDialog } from '@/src/auth/SignInAgainDialog';
import { RowActionTip } from '@/src/actions/RowActionTip';

// The screen's deferred render re-renders the layout around it: the app bar and the menu, whose props never
// change, are skipped (they still follow the location, the language and the identity they read).
const FrameAppBar = memo(AppBar);
const FrameMenu = memo(AppMenu);
// react-admin's layout gives its sidebar a new <Menu /> element on every render (a page turn, a filter): the menu is
// always FrameMenu, so only appBarAlwaysOn tells one render from another (the sidebar's own hooks still re-render it).
const FrameSidebar = memo(
  Sidebar,
  (before: SidebarProps, after: SidebarProps) => before.appBarAlwaysOn === after.appBarAlwaysOn,
);
const LAYOUT_SX = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => preloadRecordScreens(pathname), [pathname]);
  // The screen follows the frame in a render React can interrupt: react-admin rebuilds its route table right after
  // mounting it, re-rendering everything below.
  const screenShown = useDeferredValue(true, false);
  return (
    // react-admin's default is fit-content: content wider than its screen would widen the page and, in Arabic, push
    // the side menu off the window.
    <RaLayout appBar={FrameAppBar} menu={FrameMenu} sidebar={FrameSidebar} sx={LAYOUT_SX}>
      <OfflineBar />
      {screenShown ? children : null}
      <SignInAgainDialog />
      <RowActionTip />
    </RaLayout>
  );
}
