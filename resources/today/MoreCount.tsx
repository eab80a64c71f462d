import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '@/src/format/values';

/** "and 12 more" under a card's list cut at its first few, in the language's plural form; nothing when none is left. */
export function MoreCount({ message, count }: { message: string; count: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (count <= 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(message, { count, shown: formatNumber(count, locale) })}
    </Typography>
  );
}
