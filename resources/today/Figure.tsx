import type { ReactNode } from 'react';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useLocaleState } from 'react-admin';
import { formatNumber } from '@/src/format/values';

export interface FigureProps {
  label: ReactNode;
  value: number;
  /** The screen that shows exactly the records counted. */
  to: string;
  /** Drawn in the error colour when above 0 (late orders). */
  alarm?: boolean;
}

export function Figure({ label, value, to, alarm = false }: FigureProps) {
  const [locale] = useLocaleState();
  return (
    <MuiLink
      component={Link}
      to={to}
      underline="hover"
      color="inherit"
      sx={{ display: 'block', borderRadius: 1, px: 0.5, mx: -0.5 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
        <Typography variant="body2" component="span" sx={{ minWidth: 0 }}>
          {label}
        </Typography>{' '}
        <Typography
          variant="h6"
          component="span"
          color={alarm && value > 0 ? 'error' : undefined}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <bdi>{formatNumber(value, locale)}</bdi>
        </Typography>
      </Stack>
    </MuiLink>
  );
}
