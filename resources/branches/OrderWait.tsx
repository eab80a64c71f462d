import { useLocaleState, useTranslate } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import HourglassIcon from '@mui/icons-material/HourglassBottom';
import LateIcon from '@mui/icons-material/WarningAmber';
import type { Order } from '@/dataProvider/types';
import { formatNumber } from '@/src/format';
import { isLate, waitedMinutes, WAITING_STATUSES } from './orderTimes';

/** How long an order not yet sent out has waited, "12 min"; late in words (and colour) past the limit. */
export function OrderWait({ order, now }: { order: Order; now: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!WAITING_STATUSES.includes(order.status)) return null;
  const minutes = waitedMinutes(order, now);
  // Over an hour (an older day's order left open), hours and minutes read better than "250 min".
  const time =
    minutes < 60
      ? translate('resources.branches.orders.minutes', { minutes: formatNumber(minutes, locale) })
      : translate('resources.branches.orders.hoursMinutes', {
          hours: formatNumber(Math.floor(minutes / 60), locale),
          minutes: formatNumber(minutes % 60, locale),
        });
  const late = isLate(order, now);
  const Icon = late ? LateIcon : HourglassIcon;
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', mt: 0.5 }}>
      <Icon fontSize="small" color={late ? 'error' : 'action'} aria-hidden />
      <Typography variant="body2" color={late ? 'error' : 'text.secondary'} sx={{ fontWeight: late ? 600 : 400 }}>
        {translate(late ? 'resources.branches.orders.late' : 'resources.branches.orders.waiting', { time })}
      </Typography>
    </Stack>
  );
}
