import { useTranslate } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import HourglassIcon from '@mui/icons-material/HourglassBottom';
import LateIcon from '@mui/icons-material/WarningAmber';
import type { Order } from '@/dataProvider/types';
import { useDuration } from '@/src/format/duration';
import { isLate, waitedMinutes, WAITING_STATUSES } from './orderTimes';

/** How long an order not yet sent out has waited, "12 min"; late in words (and colour) past the limit. */
export function OrderWait({ order, now }: { order: Order; now: number }) {
  const translate = useTranslate();
  const duration = useDuration();
  if (!WAITING_STATUSES.includes(order.status)) return null;
  const time = duration(waitedMinutes(order, now));
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
