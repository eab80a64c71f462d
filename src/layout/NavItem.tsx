import { memo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge, Box, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NavItemProps {
  to: string;
  /** Translated: the item re-renders when the language changes, not when the address does. */
  label: string;
  icon: ComponentType;
  active: boolean;
  folded: boolean;
  nested?: boolean;
  onNavigate: () => void;
  /** `countLabel` says them in words ("76 new, 12 overdue"), as the entry's accessible description. */
  count?: string;
  late?: string;
  countLabel?: string;
}

// react-admin's Menu.Item class names, so theme overrides and tests still find it.
const itemSx: SxProps<Theme> = (theme) => ({
  color: theme.palette.text.secondary,
  '& .RaMenuItemLink-icon': { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  '&.RaMenuItemLink-active': { color: theme.palette.text.primary },
});
const nestedSx: SxProps<Theme> = [itemSx, { paddingInlineStart: 4 }];
const labelSx: SxProps<Theme> = { flexGrow: 1, minWidth: 0, whiteSpace: 'normal' };
// Two counts stack rather than cut the label short ("Custo…"): the counts take their narrowest width first.
const countsSx: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 0.5,
  flex: '0 1 min-content',
  marginInlineStart: 1,
};
// Drawn from the data attribute: the entry's accessible name stays its label, which voice control and tests find.
const countSx: SxProps<Theme> = (theme) => ({
  flexShrink: 0,
  minWidth: 20,
  px: 0.75,
  borderRadius: 10,
  textAlign: 'center',
  typography: 'caption',
  fontWeight: 600,
  lineHeight: '20px',
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&::after': { content: 'attr(data-count)' },
});
// After a warning sign: not told by colour alone.
const lateSx: SxProps<Theme> = [
  countSx,
  (theme) => ({
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    '&::after': { content: '"⚠\\FE0E\\00A0" attr(data-count)' },
  }),
];

// Unlike react-admin's Menu.Item it does not follow the address: a page change in a list re-renders no entry.
export const NavItem = memo(function NavItem({
  to,
  label,
  icon: Icon,
  active,
  folded,
  nested,
  onNavigate,
  count,
  late,
  countLabel,
}: NavItemProps) {
  const item = (
    <MenuItem
      component={Link}
      to={to}
      tabIndex={0}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      aria-current={active ? 'page' : undefined}
      aria-description={count || late ? countLabel : undefined}
      onClick={onNavigate}
      sx={nested ? nestedSx : itemSx}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        {count || late ? (
          <Badge color={late ? 'error' : 'primary'} variant="dot" invisible={!folded}>
            <Icon />
          </Badge>
        ) : (
          <Icon />
        )}
      </ListItemIcon>
      <Typography variant="inherit" sx={labelSx}>
        {label}
      </Typography>
      {(count || late) && !folded ? (
        <Box component="span" sx={countsSx}>
          {count ? <Box component="span" aria-hidden data-count={count} sx={countSx} /> : null}
          {late ? <Box component="span" aria-hidden data-count={late} sx={lateSx} /> : null}
        </Box>
      ) : null}
    </MenuItem>
  );
  return folded ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}
