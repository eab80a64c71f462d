import { Rating } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A review as read-only stars. MUI renders them as one role="img" whose name is the text given here
 * ("Food: 4 of 5 stars"), so a screen reader hears the number, not five icons.
 */
export function Stars({ value, kind }: { value: number; kind: 'food' | 'delivery' }) {
  const translate = useTranslate();
  const label = translate(`resources.feedbacks.stars.${kind}`, { count: value });
  return <Rating value={value} max={5} readOnly size="small" getLabelText={() => label} aria-label={label} />;
}
