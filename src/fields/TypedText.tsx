import { Typography } from '@mui/material';

// Its first letter sets its direction, so an English sentence on the Arabic screen ends with its full stop; `left`,
// which the theme mirrors in Arabic, keeps it at the screen's start.
export function TypedText({ children }: { children: string }) {
  return (
    <Typography component="div" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left' }}>
      {children}
    </Typography>
  );
}
