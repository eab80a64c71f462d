import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router';
import { useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Branch } from '@/dataProvider/types';
import { localDay } from '@/dataProvider/weeks';
import { formatNumber } from '@/src/format/values';
import { nameIn } from '@/src/format/localName';
import { REFETCH_INTERVAL_MS } from '@/src/query/queryClient';
import { BOARD_STATUSES } from '@/resources/branches/newOrders';
import { useDuration } from '@/src/format/duration';
import { useStarted } from './startOrder';
import { TodayCard } from './TodayCard';
import { Figure } from './Figure';
import { boardAddress } from './listAddress';
import { readChainOrders, type ReadProgress } from './readChainOrders';
import type { BranchOrders } from './chainOrders';

/** Branches listed by name; the others are counted, and the branches list has them all. */
export const BRANCHES_SHOWN = 8;
const ACTIVE_BRANCHES = { status: 'active', archived: false };

export function OrdersNowCard() {
  const started = useStarted();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [progress, setProgress] = useState<ReadProgress | null>(null);
  const day = localDay();
  const branches = useGetList<Branch & { id: string }>(
    'branches',
    {
      pagination: { page: 1, perPage: 10_000 },
      sort: { field: 'sk', order: 'ASC' },
      filter: ACTIVE_BRANCHES,
    },
    { enabled: started },
  );
  const branchIds = branches.data?.map((branch) => branch.id);
  const orders = useQuery({
    queryKey: ['branches', 'today', 'orders', day, branchIds],
    queryFn: ({ signal }) =>
      readChainOrders({
        dataProvider,
        branchIds: branchIds ?? [],
        day,
        now: Date.now(),
        onProgress: setProgress,
        signal,
      }),
    enabled: branchIds !== undefined,
    refetchInterval: REFETCH_INTERVAL_MS,
    // A refresh keeps the figures on screen until the whole chain is read again.
    placeholderData: keepPreviousData,
  });
  const names = new Map(branches.data?.map((branch) => [branch.id, nameIn(locale, branch.name)]));
  const reading =
    progress && orders.isFetching
      ? translate(`resources.today.orders.reading.${progress.unit}`, {
          read: formatNumber(progress.read, locale),
          count: progress.of,
          of: formatNumber(progress.of, locale),
        })
      : undefined;
  const query = {
    ...orders,
    error: branches.error ?? orders.error,
    isPending: branches.isPending || orders.isPending,
    refetch: () => (branches.error ? branches.refetch() : orders.refetch()),
  };
  const data = orders.data;
  const shown = data?.branches.slice(0, BRANCHES_SHOWN) ?? [];
  const more = (data?.branches.length ?? 0) - shown.length;
  const columnLabel = (status: (typeof BOARD_STATUSES)[number]) =>
    translate(`resources.branches.orders.columns.${status}`);

  return (
    <TodayCard
      id="today-orders"
      title="resources.today.orders.title"
      icon={ReceiptLongIcon}
      query={query}
      failedTitle="resources.today.orders.failed"
      pendingText={reading}
    >
      {data && (
        <Stack sx={{ gap: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('resources.today.orders.chain', {
              count: data.branches.length,
              shown: formatNumber(data.branches.length, locale),
            })}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', columnGap: 3 }}
          >
            {BOARD_STATUSES.map((status) => (
              <Figure key={status} label={columnLabel(status)} value={data.totals.columns[status]} to="/branches" />
            ))}
            <Figure
              label={translate('resources.today.orders.lateLabel')}
              value={data.totals.late}
              to="/branches"
              alarm
            />
          </Box>
          {reading && (
            <Typography variant="body2" color="text.secondary" role="status">
              {reading}
            </Typography>
          )}
          <Divider />
          <Typography variant="body2" color={data.totals.lateBranches > 0 ? 'error' : 'text.secondary'}>
            {data.totals.lateBranches > 0
              ? translate('resources.today.orders.lateBranches', {
                  count: data.totals.lateBranches,
                  shown: formatNumber(data.totals.lateBranches, locale),
                })
              : translate('resources.today.orders.noLate')}
          </Typography>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
            {shown.map((branch) => (
              <BranchRow key={branch.branchId} branch={branch} name={names.get(branch.branchId) ?? ''} day={day} />
            ))}
          </Stack>
          {more > 0 && (
            <MuiLink component={Link} to="/branches" variant="body2">
              {translate('resources.today.orders.more', { count: more, shown: formatNumber(more, locale) })}
            </MuiLink>
          )}
        </Stack>
      )}
    </TodayCard>
  );
}

function BranchRow({ branch, name, day }: { branch: BranchOrders; name: string; day: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const duration = useDuration();
  const counts = BOARD_STATUSES.map(
    (status) =>
      `${translate(`resources.branches.orders.columns.${status}`)} ${formatNumber(branch.columns[status], locale)}`,
  ).join(' · ');
  return (
    <li>
      <MuiLink
        component={Link}
        to={boardAddress(branch.branchId, day)}
        underline="hover"
        color="inherit"
        sx={{ display: 'block', py: 0.5 }}
      >
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
          <bdi>{name}</bdi>
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {counts}
        </Typography>
        {branch.late > 0 && (
          <Typography variant="body2" component="span" color="error" sx={{ display: 'block', fontWeight: 600 }}>
            {translate('resources.today.orders.late', {
              count: branch.late,
              shown: formatNumber(branch.late, locale),
              time: duration(branch.longestWait),
            })}
          </Typography>
        )}
      </MuiLink>
    </li>
  );
}
