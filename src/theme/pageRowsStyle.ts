import type { Theme } from '@mui/material/styles';
import { BIDI_OWN } from '@/src/format/bidi';

export const PLAIN_CELL = 'RaDataTable-plainCell';

/** MUI's small body cell (TableCell) for those cells, below the theme's own cell rules (`:where` adds nothing). */
export const pageRowsStyle = (theme: Theme) => ({
  [`& :where(td.${PLAIN_CELL})`]: {
    ...theme.typography.body2,
    ...BIDI_OWN,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
        : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
});
