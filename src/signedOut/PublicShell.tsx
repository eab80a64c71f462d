import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, useMediaQuery } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { storedThemeMode, styleCaches, themes } from '@/src/theme/themes';
import { Toasts } from '@/src/theme/toasts';
import { OfflineBar } from '@/src/loading/OfflineBar';
import { useDirection } from '@/src/theme/useDirection';

/** Without react-admin, so the sign-in page downloads only what it shows. */
export function PublicShell() {
  const direction = useDirection();
  // The same light or dark choice as the admin's theme toggle (or the system's, before any choice).
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = storedThemeMode() ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createTheme(themes[direction][mode]), [direction, mode]);
  return (
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <OfflineBar />
        <Outlet />
        <Toasts direction={direction} />
      </ThemeProvider>
    </CacheProvider>
  );
}
