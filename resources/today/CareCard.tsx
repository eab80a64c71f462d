import { Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Link } from 'react-router';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { localDay } from '@/dataProvider/weeks';
import type { CateringRequest, Ticket } from '@/dataProvider/types';
import { formatDateTime } from '@/src/format/values';
import { Ltr } from '@/src/fields/Ltr';
import { useNewCountQuery } from '@/src/areas/newCounts';
import { useStartOthersWhen } from './startOrder';
import { TodayCard, allOf } from './TodayCard';
import { Figure } from './Figure';
import { OverdueTickets } from './OverdueTickets';
import { listAddress, recordAddress } from './listAddress';
import { readWhile } from './readWhile';

const OLDEST_FIRST = { field: 'createdAt', order: 'ASC' } as const;
const ONE = { page: 1, perPage: 1 };

/** Tickets waiting for care staff, and catering requests no one has taken yet. */
export function CareCard() {
  const translate = useTranslate();
  const fresh = useGetList<Ticket>('customerCare', { pagination: ONE, sort: OLDEST_FIRST, filter: { status: 'new' } });
  const reopened = useGetList<Ticket>('customerCare', {
    pagination: ONE,
    sort: OLDEST_FIRST,
    filter: { status: 'reopened' },
  });
  const catering = useNewCountQuery('catering', true);
  // The soonest event still to come: the new requests by event day, latest first, up to today's.
  const dataProvider = useDataProvider();
  const today = localDay();
  const upcoming = useQuery({
    queryKey: ['catering', 'today', today],
    queryFn: ({ signal }) =>
      readWhile<CateringRequest>(
        dataProvider,
        'catering',
        { sort: { field: 'eventDate', order: 'DESC' }, filter: { status: 'new' } },
        (request) => request.eventDate < today,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const query = allOf(fresh, reopened, catering, upcoming);
  useStartOthersWhen(!query.isPending);
  const longest = [fresh.data?.[0], reopened.data?.[0]]
    .filter((ticket): ticket is Ticket => ticket !== undefined)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))[0];
  const soonest = upcoming.data?.at(-1);
  return (
    <TodayCard
      id="today-care"
      title="resources.today.care.title"
      icon={SupportAgentIcon}
      query={query}
      failedTitle="resources.today.care.failed"
    >
      <Stack sx={{ gap: 1 }}>
        <Figure
          label={translate('resources.today.care.newTickets')}
          value={fresh.total ?? 0}
          to={listAddress('/customerCare', { status: 'new' })}
        />
        <Figure
          label={translate('resources.today.care.reopenedTickets')}
          value={reopened.total ?? 0}
          to={listAddress('/customerCare', { status: 'reopened' })}
        />
        <OverdueTickets />
        {longest ? (
          <MuiLink component={Link} to={recordAddress('/customerCare', longest.id, 'show')} variant="body2">
            {translate('resources.today.care.longest', { number: longest.number })}{' '}
            <Ltr>{formatDateTime(longest.createdAt)}</Ltr>
          </MuiLink>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.today.care.noTickets')}
          </Typography>
        )}
        <Divider />
        <Figure
          label={translate('resources.today.care.newCatering')}
          value={catering.total ?? 0}
          to={listAddress('/catering', { status: 'new' })}
        />
        {soonest && (
          <MuiLink component={Link} to={recordAddress('/catering', soonest.id)} variant="body2">
            {translate('resources.today.care.soonest')} <bdi>{soonest.companyName}</bdi> <Ltr>{soonest.eventDate}</Ltr>
          </MuiLink>
        )}
      </Stack>
    </TodayCard>
  );
}
