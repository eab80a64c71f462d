import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import englishMessages from 'ra-language-english';
import { appEn } from '@/i18n/en';
import { appAr } from '@/i18n/ar';
import { raArabic } from '@/i18n/raArabic';
import { TextFieldRoot } from './textFieldRoot';
import { pageRowsStyle } from './pageRowsStyle';
import { BIDI_OWN } from '@/src/format/bidi';
import { tagStyle } from '@/src/fields/Tag';

export type Direction = 'ltr' | 'rtl';

const fontFamily = ['system-ui', '"Segoe UI"', 'Tahoma', 'Arial', '"Noto Sans Arabic"', 'sans-serif'].join(',');

// Someone who asked their system for less motion gets none: MUI's transitions, ripples and spinners stand still.
const lessMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const still = {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

const shared: RaThemeOptions = {
  ...(lessMotion ? still : {}),
  typography: { fontFamily },
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        ...tagStyle(theme),
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    MuiButtonBase: {
      defaultProps: { disableTouchRipple: Boolean(lessMotion) },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } },
    },
    // react-admin names a row's checkbox with `aria-label` on the Checkbox, which MUI puts on the box around
    // the input: the input, the checkbox a screen reader reaches, carries the name here.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
    // react-admin folds the selection's toolbar to no height; hidden, its buttons leave the keyboard's way too.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
    },
    // A field waiting for its choices is disabled for a moment: its hint stays readable (4.5:1).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    // Inside its button's landmark, not at the end of <body>: a screen reader finds it where it was asked for.
    MuiMenu: { defaultProps: { disablePortal: true } },
    // react-admin's text fields pass props MUI 9 no longer reads: this root keeps them off the page.
    MuiTextField: { defaultProps: { slots: { root: TextFieldRoot } } },
    // A list wider than its screen scrolls inside its card: the page never scrolls sideways. One line per row, a long
    // text ending in an ellipsis, whole to screen readers.
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          ...pageRowsStyle(theme),
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-headerCell, & .RaDataTable-rowCell': {
            whiteSpace: 'nowrap',
            maxWidth: '12rem',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            paddingInline: 8,
          },
        }),
      },
    },
    // Its own direction from its first letter (BIDI_OWN): on the Arabic screen a phone keeps its "+" in front and an
    // English subject its "?" at its end.
    MuiTableCell: { styleOverrides: { body: BIDI_OWN } },
    MuiChip: { styleOverrides: { label: BIDI_OWN } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // A contained button's text is the page's background colour: its ring, on the page, takes the page's text colour.
    MuiButton: {
      styleOverrides: {
        contained: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': { outlineColor: theme.palette.text.primary },
        }),
      },
    },
  },
};

const light = deepmerge(defaultLightTheme, {
  ...shared,
  // Status colours dark enough for 4.5:1 as text on white and on react-admin's grey form toolbar
  // (#e0e0e0): MUI's defaults (error #d32f2f, warning #ed6c02, info #0288d1) fail there.
  palette: {
    primary: { main: '#1f5f99' },
    secondary: { main: '#14416b' },
    error: { main: '#b71c1c' },
    warning: { main: '#9c4a00' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
  },
}) as RaThemeOptions;

// MUI's dark error red (#f44336) reads at 3.5:1 on react-admin's dark background (#313131) and less on
// its dark form toolbar (#424242): this one reads at 5.3:1 there.
const dark = deepmerge(defaultDarkTheme, { ...shared, palette: { error: { main: '#ffa4a2' } } }) as RaThemeOptions;

type PageButton = 'first' | 'last' | 'next' | 'previous';
interface LanguageTexts {
  loading: string;
  pages: Record<PageButton, string>;
}

// react-admin's and MUI's spinners have no accessible name, and react-admin's pagination leaves the page buttons'
// names to MUI's English on small screens.
function forLanguage(theme: RaThemeOptions, direction: Direction, { loading, pages }: LanguageTexts): RaThemeOptions {
  const named = { defaultProps: { 'aria-label': loading } };
  const pagination = { defaultProps: { getItemAriaLabel: (type: PageButton) => pages[type] } };
  return deepmerge(theme, {
    direction,
    components: { MuiCircularProgress: named, MuiLinearProgress: named, MuiTablePagination: pagination },
  }) as RaThemeOptions;
}

const english: LanguageTexts = { loading: appEn.app.a11y.loading, pages: englishMessages.ra.navigation };
const arabic: LanguageTexts = { loading: appAr.app.a11y.loading, pages: raArabic.ra.navigation };

export const themes: Record<Direction, { light: RaThemeOptions; dark: RaThemeOptions }> = {
  ltr: { light: forLanguage(light, 'ltr', english), dark: forLanguage(dark, 'ltr', english) },
  rtl: { light: forLanguage(light, 'rtl', arabic), dark: forLanguage(dark, 'rtl', arabic) },
};

/** Where react-admin's store (localStorageStore with the app key 'backoffice', App.tsx) keeps the theme toggle. */
export const THEME_STORE_KEY = 'RaStorebackoffice.theme';

export function storedThemeMode(): 'light' | 'dark' | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(THEME_STORE_KEY) ?? 'null');
    return stored === 'light' || stored === 'dark' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Arabic mirrors every style rule through stylis-plugin-rtl; English keeps emotion's default cache. */
export const styleCaches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'css' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};
