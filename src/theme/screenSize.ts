import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/** A tablet or a phone: below MUI's md breakpoint (900 px), where react-admin also folds the side menu away. */
export const useIsSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
/** A phone: below MUI's sm breakpoint (600 px), where react-admin's own demo, too, shows lists as items. */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
