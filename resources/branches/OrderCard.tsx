import { useState } from 'react';
import { useSentence } from '@/src/components/Sentence';
import { Button, Confirm, useLocaleState } from 'react-admin';
import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { CANCELLABLE_ORDER_STATUSES, type Order } from '@/dataProvider/types';
import { formatClock, formatMoney } from '@/src/format';
import { OrderWait } from './OrderWait';

export interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
  cancelling: boolean;
  /** The board's clock (ms), moved on once a minute. */
  now: number;
}

/** One order on the board: number, customer, total in SAR, time, how long it has waited; cancel while it still can be. */
export function OrderCard({ order, onCancel, cancelling, now }: OrderCardProps) {
  const [locale] = useLocaleState();
  const sentence = useSentence();
  const [confirming, setConfirming] = useState(false);
  const cancellable = CANCELLABLE_ORDER_STATUSES.includes(order.status);
  return (
    <Card variant="outlined" component="article" aria-label={`#${order.number}`} sx={{ flexShrink: 0 }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            #{order.number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <bdi>{formatClock(order.createdAt, locale)}</bdi>
          </Typography>
        </Stack>
        <Typography variant="body2">{order.customer.name}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(order.total, locale)}
        </Typography>
        <OrderWait order={order} now={now} />
      </CardContent>
      {cancellable && (
        <CardActions sx={{ pt: 0 }}>
          <Button
            label="resources.branches.orders.cancel"
            color="error"
            size="small"
            onClick={() => setConfirming(true)}
            disabled={cancelling}
          >
            <CancelIcon />
          </Button>
          <Confirm
            isOpen={confirming}
            loading={cancelling}
            title={sentence('resources.branches.orders.cancelTitle', { number: String(order.number) })}
            content={sentence('resources.branches.orders.cancelContent', { customer: order.customer.name })}
            onConfirm={() => {
              setConfirming(false);
              onCancel(order);
            }}
            onClose={() => setConfirming(false)}
          />
        </CardActions>
      )}
    </Card>
  );
}
