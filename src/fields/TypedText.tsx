import { Typography } from '@mui/material';

/**
 * Text as someone typed it (a comment, a request's notes), in either language. Its own first letter sets its
 * direction, so an English sentence on the Arabic screen ends with its full stop, and an Arabic one on the
 * English screen likewise; it still lines up with the screen's start like the rest of the card (`left` is
 * mirrored to `right` in Arabic by the theme). Plain text: React escapes it; line breaks are kept.
 */
export function TypedText({ children }: { children: string }) {
  return (
    <Typography component="div" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left' }}>
      {children}
    </Typography>
  );
}
