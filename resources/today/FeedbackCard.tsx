import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Link } from 'react-router';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { OrderReview } from '@/dataProvider/types';
import { formatDateTime, formatNumber } from '@/src/format/values';
import { Ltr } from '@/src/fields/Ltr';
import { Stars } from '@/resources/feedbacks/Stars';
import { useStarted } from './startOrder';
import { TodayCard } from './TodayCard';
import { listAddress } from './listAddress';
import { MoreCount } from './MoreCount';
import { readWhile } from './readWhile';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STARS = [1, 2] as const;
const NAMED = 6;

/** The last 24 hours' reviews with 1 or 2 stars for food or delivery, newest first. */
export function FeedbackCard() {
  const started = useStarted();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useQuery({
    queryKey: ['feedbacks', 'today'],
    queryFn: async ({ signal }) => {
      const since = Date.now() - DAY_MS;
      const lists = await Promise.all(
        LOW_STARS.map((rating) =>
          readWhile<OrderReview>(
            dataProvider,
            'feedbacks',
            { sort: { field: 'createdAt', order: 'DESC' }, filter: { rating } },
            (review) => Date.parse(review.createdAt) < since,
            signal,
          ),
        ),
      );
      const byId = new Map(lists.flat().map((review) => [review.id, review]));
      return [...byId.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    },
    enabled: started,
    placeholderData: keepPreviousData,
  });
  const reviews = query.data ?? [];
  return (
    <TodayCard
      id="today-feedback"
      title="resources.today.feedback.title"
      icon={RateReviewIcon}
      query={query}
      failedTitle="resources.today.feedback.failed"
    >
      <Stack sx={{ gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {reviews.length === 0
            ? translate('resources.today.feedback.none')
            : translate('resources.today.feedback.low', {
                count: reviews.length,
                shown: formatNumber(reviews.length, locale),
              })}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {reviews.slice(0, NAMED).map((review) => (
            <li key={review.id}>
              <MuiLink
                component={Link}
                to={listAddress('/feedbacks', { q: review.orderIds[0] ?? review.userName })}
                underline="hover"
                color="inherit"
                sx={{ display: 'block' }}
              >
                <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  <bdi>{review.userName}</bdi> · <Ltr>{formatDateTime(review.createdAt)}</Ltr>
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                  {translate('resources.today.feedback.orders')}{' '}
                  {review.orderIds.map((id, index) => (
                    <span key={id}>
                      {index > 0 && ', '}
                      <Ltr>{id}</Ltr>
                    </span>
                  ))}
                </Typography>
                {review.comment && (
                  <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    <bdi>{review.comment}</bdi>
                  </Typography>
                )}
              </MuiLink>
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                <Stars value={review.foodReview} kind="food" />
                <Stars value={review.deliveryReview} kind="delivery" />
              </Stack>
            </li>
          ))}
        </Stack>
        <MoreCount message="resources.today.feedback.more" count={reviews.length - NAMED} />
      </Stack>
    </TodayCard>
  );
}
