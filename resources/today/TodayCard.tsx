import type { ComponentType, ReactNode } from 'react';
import { Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadState, type LoadedQuery } from '@/src/loading/LoadError';

export interface TodayCardProps {
  /** The card's id: its heading's, so the card is a region named by it. */
  id: string;
  title: string;
  icon: ComponentType<{ color?: 'primary'; 'aria-hidden'?: boolean }>;
  /** The card's read: its failure and Retry stand in for the figures until it has some. */
  query: LoadedQuery & { isPending: boolean; isFetching: boolean };
  failedTitle: string;
  /** While the first read goes on: a line of progress in place of the placeholder (the orders' "Read 12 of 40"). */
  pendingText?: ReactNode;
  children: ReactNode;
}

/** As the cards of react-admin's demo dashboard: its own placeholder, its own failure with Retry, its kept figures. */
export function TodayCard({ id, title, icon: Icon, query, failedTitle, pendingText, children }: TodayCardProps) {
  const translate = useTranslate();
  const failed = loadState(query, { title: failedTitle });
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%', minWidth: 0 }}>
      {query.isFetching && query.data !== undefined ? <LinearProgress /> : <div style={{ height: 4 }} />}
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Icon color="primary" aria-hidden />
          <Typography id={id} variant="h6" component="h2">
            {translate(title)}
          </Typography>
        </Stack>
        {failed ??
          (query.data === undefined ? (
            <Stack role="status" sx={{ gap: 1 }}>
              {pendingText && <Typography variant="body2">{pendingText}</Typography>}
              <Skeleton variant="rounded" height={28} />
              <Skeleton variant="rounded" height={28} />
              <Skeleton variant="rounded" height={28} width="60%" />
            </Stack>
          ) : (
            children
          ))}
      </CardContent>
    </Card>
  );
}

type CardQuery = TodayCardProps['query'];

/** Several reads shown as one card: its figures once every read has some; Retry reads again those that failed. */
export function allOf(...queries: CardQuery[]): CardQuery {
  const failed = queries.filter((query) => query.error);
  return {
    data: queries.every((query) => query.data !== undefined) ? true : undefined,
    dataUpdatedAt: Math.min(...queries.map((query) => query.dataUpdatedAt ?? 0)),
    error: failed[0]?.error ?? null,
    isPaused: queries.some((query) => query.isPaused),
    isPending: queries.some((query) => query.isPending),
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
