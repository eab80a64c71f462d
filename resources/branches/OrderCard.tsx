import { useRef, useState } from 'react';
import { useSentence } from '@/src/fields/Sentence';
import { Button, Confirm, useLocaleState, useTranslate } from 'react-admin';
import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import DoneIcon from '@mui/icons-material/Done';
import { CANCELLABLE_ORDER_STATUSES, type Order } from '@/dataProvider/types';
import { formatClock, formatMoney } from '@/src/format/values';
import { OrderWait } from './OrderWait';

export interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
  cancelling: boolean;
  /** Brought by a refresh and not acknowledged yet. */
  isNew: boolean;
  onAcknowledge: (id: string) => void;
  /** The board's clock (ms), moved on once a minute. */
  now: number;
}

/**
 * One order on the board: number, customer, total in SAR, time, how long it has waited; cancel while it still can
 * be. A new one says so in its name and its label, until acknowledged.
 */
export function OrderCard({ order, onCancel, cancelling, isNew, onAcknowledge, now }: OrderCardProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const sentence = useSentence();
  const [confirming, setConfirming] = useState(false);
  const card = useRef<HTMLElement>(null);
  const cancellable = CANCELLABLE_ORDER_STATUSES.includes(order.status);
  const newLabel = translate('resources.branches.orders.newOrder');
  return (
    <Card
      ref={card}
      variant="outlined"
      component="article"
      aria-label={isNew ? `#${order.number} ${newLabel}` : `#${order.number}`}
      // The acknowledged card takes the focus its Acknowledge button had, not the page's start.
      tabIndex={-1}
      sx={{ flexShrink: 0, ...(isNew && { borderColor: 'primary.main', borderInlineStartWidth: 4 }) }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h3">
            #{order.number}
          </Typography>
          {isNew && <Chip size="small" color="primary" label={newLabel} />}
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
      {(cancellable || isNew) && (
        <CardActions sx={{ pt: 0, flexWrap: 'wrap' }}>
          {isNew && (
            <Button
              label="resources.branches.orders.acknowledge"
              size="small"
              onClick={() => {
                card.current?.focus();
                onAcknowledge(order.id);
              }}
            >
              <DoneIcon />
            </Button>
          )}
          {cancellable && (
            <>
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
            </>
          )}
        </CardActions>
      )}
    </Card>
  );
}
