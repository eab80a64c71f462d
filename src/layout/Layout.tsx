import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { OfflineBar } from '@/src/components/OfflineBar';
import { preloadRecordScreens } from '@/src/preloadScreen';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A list's record screens load while the list sits idle: opening a row then waits for nothing.
  useEffect(() => preloadRecordScreens(pathname), [pathname]);
  return (
    // The layout is the window's width, not its content's (react-admin's default is fit-content): content wider
    // than its screen no longer widens the page and, in Arabic, pushes the side menu off the window.
    <RaLayout appBar={AppBar} menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <OfflineBar />
      {children}
    </RaLayout>
  );
}
