import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export type Direction = 'ltr' | 'rtl';

const fontFamily = ['system-ui', '"Segoe UI"', 'Tahoma', 'Arial', '"Noto Sans Arabic"', 'sans-serif'].join(',');

const shared: RaThemeOptions = {
  typography: { fontFamily },
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    // A visible focus ring for keyboard users on every clickable MUI part.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } } },
  },
};

const light = deepmerge(defaultLightTheme, {
  ...shared,
  palette: { primary: { main: '#1f5f99' }, secondary: { main: '#14416b' } },
}) as RaThemeOptions;

const dark = deepmerge(defaultDarkTheme, shared) as RaThemeOptions;

export const themes: Record<Direction, { light: RaThemeOptions; dark: RaThemeOptions }> = {
  ltr: { light: { ...light, direction: 'ltr' }, dark: { ...dark, direction: 'ltr' } },
  rtl: { light: { ...light, direction: 'rtl' }, dark: { ...dark, direction: 'rtl' } },
};

/** Arabic mirrors every style rule through stylis-plugin-rtl; English keeps emotion's default cache. */
export const styleCaches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'css' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};
