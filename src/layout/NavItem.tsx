import { memo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NavItemProps {
  to: string;
  /** Already translated: the item re-renders when the language changes, not when the address does. */
  label: string;
  icon: ComponentType;
  active: boolean;
  /** The sidebar is folded to icons: the label becomes a tooltip. */
  folded: boolean;
  nested?: boolean;
  onNavigate: () => void;
}

// The look of react-admin's Menu.Item (class names kept, so theme overrides and tests still find it).
const itemSx: SxProps<Theme> = (theme) => ({
  color: theme.palette.text.secondary,
  '& .RaMenuItemLink-icon': { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  '&.RaMenuItemLink-active': { color: theme.palette.text.primary },
});
const nestedSx: SxProps<Theme> = [itemSx, { paddingInlineStart: 4 }];
const labelSx: SxProps<Theme> = { flexGrow: 1 };

/**
 * One side-menu entry. Unlike react-admin's Menu.Item, it does not follow the address itself: the menu
 * passes `active`, so a page or filter change in a list re-renders no entry whose state did not change.
 */
export const NavItem = memo(function NavItem({
  to,
  label,
  icon: Icon,
  active,
  folded,
  nested,
  onNavigate,
}: NavItemProps) {
  const item = (
    <MenuItem
      component={Link}
      to={to}
      tabIndex={0}
      className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={nested ? nestedSx : itemSx}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={labelSx}>
        {label}
      </Typography>
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

/** react-router's non-exact match, as react-admin's menu uses: /menus is active on /menus/sort too. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}
