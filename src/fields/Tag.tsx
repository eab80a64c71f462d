import type { Theme } from '@mui/material/styles';
import { BIDI_OWN } from '@/src/format/bidi';

export type TagColor = 'default' | 'success' | 'info' | 'warning' | 'error';
export type TagVariant = 'filled' | 'outlined';

const COLORS = ['success', 'info', 'warning', 'error'] as const;

/** MUI's small Chip as two plain spans styled once (tagStyle): a Chip is three components in every row of a page. */
export function Tag({
  label,
  color = 'default',
  variant = 'filled',
}: {
  label: string;
  color?: TagColor;
  variant?: TagVariant;
}) {
  return (
    <span className={`AppTag-root AppTag-${variant} AppTag-${color}`}>
      <span className="AppTag-label">{label}</span>
    </span>
  );
}

export const tagStyle = (theme: Theme) => ({
  '.AppTag-root': {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
  },
  '.AppTag-label': {
    ...BIDI_OWN,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingLeft: 8,
    paddingRight: 8,
  },
  '.AppTag-outlined': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    '& .AppTag-label': { paddingLeft: 7, paddingRight: 7 },
  },
  ...Object.fromEntries(
    COLORS.flatMap((color) => [
      [
        `.AppTag-filled.AppTag-${color}`,
        { backgroundColor: theme.palette[color].main, color: theme.palette[color].contrastText },
      ],
      [
        `.AppTag-outlined.AppTag-${color}`,
        { color: theme.palette[color].main, border: `1px solid ${theme.alpha(theme.palette[color].main, 0.7)}` },
      ],
    ]),
  ),
});
