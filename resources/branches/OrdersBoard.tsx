/**
 * A branch's orders of one day in three columns; delivered and cancelled orders leave the board. What a refresh brings
 * is announced: new orders marked until acknowledged, counted in the tab's title, said once to screen readers.
 */
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import { Box, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { isDay } from '@/dataProvider/weeks';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch, CancelOrderInput, Order } from '@/dataProvider/types';
import { DATE_FORMAT } from '@/src/dates/DateInput';
import { REFETCH_INTERVAL_MS } from '@/src/query/queryClient';
import { OrderCard } from './OrderCard';
import { LoadError } from '@/src/loading/LoadError';
import { BoardToolbar } from './BoardToolbar';
import { BOARD_STATUSES, useNewOrders } from './newOrders';
import { useCountInTabTitle } from '@/src/areas/newCounts';
import { playNewOrderSound, useSoundSetting } from './newOrderSound';
import { useMinuteClock } from '@/src/dates/minuteClock';

export function OrdersBoard() {
  const branch = useRecordContext<Branch & { id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const columnTitle = (status: (typeof BOARD_STATUSES)[number]) =>
    translate(`resources.branches.orders.columns.${status}`);
  // The day is in the address (`?day=`), so a link opens a given day's board and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = isDay(asked) ? asked : dayjs().format(DATE_FORMAT);
  const setDay = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('day', next);
        return changed;
      },
      { replace: true },
    );
  const [sound, setSound] = useSoundSetting();
  const branchId = branch?.id;
  const queryKey = ['branches', 'orders', branchId, day];

  const orders = useQuery({
    queryKey,
    queryFn: async () =>
      (await dataProvider.actionList<Order>('branches', { action: 'orders', id: branchId, data: { day } })).data,
    enabled: branchId !== undefined && day !== '',
    refetchInterval: REFETCH_INTERVAL_MS,
    // With the sound on, the board is left open in a tab behind others to be heard: it keeps refreshing there.
    refetchIntervalInBackground: sound,
  });
  const news = useNewOrders(branchId, day, orders, () => {
    if (sound) playNewOrderSound();
  });
  useCountInTabTitle(news.unseenOnBoard);
  const minute = useMinuteClock();
  // Waits count from the last answer too, so an order that just arrived does not read a minute short.
  const now = Math.max(minute, orders.dataUpdatedAt);
  const cancel = useSingleMutation({
    mutationFn: (order: Order) =>
      dataProvider.action('branches', {
        action: 'cancelOrder',
        data: { orderId: order.id, userId: order.userId } satisfies CancelOrderInput,
      }),
    onSuccess: () => notify('resources.branches.orders.cancelled', { type: 'success' }),
    // Cancelled or refused (another screen got there first), the board shows the orders as they now are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['branches', 'orders', branchId] }),
  });

  return (
    <Stack sx={{ width: '100%', gap: 2 }}>
      <BoardToolbar
        day={day}
        onDay={setDay}
        onRefresh={() => void orders.refetch()}
        fetching={orders.isFetching}
        updatedAt={orders.dataUpdatedAt}
        sound={sound}
        onSound={setSound}
      />
      {/* Changes only when a refresh brings orders; a new node each time, so the same words are said again. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {news.arrivals > 0 && (
          <span key={news.arrivals}>{translate('resources.branches.orders.newOrders', { count: news.arrived })}</span>
        )}
      </Box>
      {orders.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      {/* A failed load stands in place of the columns: "no orders" only follows an answer. */}
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={orders.refetch} title="resources.branches.orders.loadFailed" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' }, width: '100%' }}>
          {BOARD_STATUSES.map((status) => {
            const inColumn = (orders.data ?? []).filter((order) => order.status === status);
            return (
              <Paper
                key={status}
                variant="outlined"
                component="section"
                aria-label={columnTitle(status)}
                sx={{ p: 1.5, bgcolor: 'grey.50', minWidth: 0 }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1 }}>
                  <Typography variant="h6" component="h2">
                    {columnTitle(status)}
                  </Typography>
                  <Chip size="small" color="primary" label={inColumn.length} />
                </Stack>
                {/* A column that scrolls is reachable by keyboard, so its cards can be scrolled to without a mouse. */}
                <Stack
                  role="group"
                  aria-label={columnTitle(status)}
                  tabIndex={0}
                  sx={{ gap: 1, maxHeight: 640, overflowY: 'auto' }}
                >
                  {inColumn.length === 0 && orders.isSuccess && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('resources.branches.orders.none')}
                    </Typography>
                  )}
                  {inColumn.map((order) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      onCancel={(o) => cancel.mutate(o)}
                      cancelling={cancel.isPending}
                      isNew={news.unseen.has(order.id)}
                      onAcknowledge={news.acknowledge}
                      now={now}
                    />
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
