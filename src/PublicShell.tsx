import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { styleCaches, themes } from './theme';
import { Toasts } from './toasts';
import { useDirection } from './useDirection';

/**
 * The frame of the signed-out pages: theme, direction and toasts without react-admin, so the sign-in
 * page downloads only what it shows. The admin (src/App.tsx) loads after sign-in.
 */
export function PublicShell() {
  const direction = useDirection();
  const theme = useMemo(() => createTheme(themes[direction].light), [direction]);
  return (
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Outlet />
        <Toasts direction={direction} />
      </ThemeProvider>
    </CacheProvider>
  );
}
