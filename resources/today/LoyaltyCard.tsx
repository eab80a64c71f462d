import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Divider, Link as MuiLink, Stack } from '@mui/material';
import LoyaltyIcon from '@mui/icons-material/Loyalty';
import { Link } from 'react-router';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LoyaltyProgramme, Subscriber } from '@/dataProvider/types';
import { addDays, addWeeks, localDay, startOfWeek } from '@/dataProvider/weeks';
import { Ltr } from '@/src/fields/Ltr';
import { weekLabel } from '@/resources/loyalty/useLoyaltyWeek';
import { useStarted } from './startOrder';
import { TodayCard, allOf } from './TodayCard';
import { Figure } from './Figure';
import { listAddress } from './listAddress';
import { readWhile } from './readWhile';

const NAMED = 5;

/** Next week's loyalty items (set or not), and the subscriptions that start or end this week. */
export function LoyaltyCard() {
  const started = useStarted();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const weekStart = startOfWeek(localDay());
  const weekEnd = addDays(weekStart, 6);
  const nextWeek = addWeeks(weekStart, 1);
  const loyalty = useQuery({
    queryKey: ['loyalty', nextWeek],
    queryFn: async () =>
      (await dataProvider.action<LoyaltyProgramme>('loyalty', { action: 'read', data: { startOfWeek: nextWeek } }))
        .data,
    enabled: started,
    placeholderData: keepPreviousData,
  });
  const subscribers = useQuery({
    queryKey: ['subscribers', 'today', weekStart],
    queryFn: async ({ signal }) => {
      const [starting, ending] = await Promise.all([
        readWhile<Subscriber>(
          dataProvider,
          'subscribers',
          { sort: { field: 'startDate', order: 'DESC' } },
          (s) => s.startDate < weekStart,
          signal,
        ),
        readWhile<Subscriber>(
          dataProvider,
          'subscribers',
          { sort: { field: 'endDate', order: 'ASC' }, filter: { activeFrom: weekStart } },
          (s) => s.endDate > weekEnd,
          signal,
        ),
      ]);
      return { starting: starting.filter((s) => s.startDate <= weekEnd), ending };
    },
    enabled: started,
    placeholderData: keepPreviousData,
  });
  const items = loyalty.data?.week?.items.length ?? 0;
  const thisWeek = listAddress('/subscriptions/subscribers', { activeFrom: weekStart, activeTo: weekEnd });
  return (
    <TodayCard
      id="today-loyalty"
      title="resources.today.loyalty.title"
      icon={LoyaltyIcon}
      query={allOf(loyalty, subscribers)}
      failedTitle="resources.today.loyalty.failed"
    >
      <Stack sx={{ gap: 1 }}>
        {items === 0 ? (
          // A standing warning read with the card, not news to interrupt with: MUI's Alert is role="alert" otherwise.
          <Alert severity="warning" role="status" sx={{ py: 0 }}>
            <MuiLink component={Link} to={`/loyality?week=${nextWeek}`} color="inherit">
              {translate('resources.today.loyalty.nextWeekMissing')} <Ltr>{weekLabel(nextWeek)}</Ltr>
            </MuiLink>
          </Alert>
        ) : (
          <Figure
            label={
              <>
                {translate('resources.today.loyalty.nextWeekSet')} <Ltr>{weekLabel(nextWeek)}</Ltr>
              </>
            }
            value={items}
            to={`/loyality?week=${nextWeek}`}
          />
        )}
        <Divider />
        {(['starting', 'ending'] as const).map((group) => {
          const list = subscribers.data?.[group] ?? [];
          return (
            <Stack key={group} sx={{ gap: 0.25 }}>
              <Figure label={translate(`resources.today.loyalty.${group}`)} value={list.length} to={thisWeek} />
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {list.slice(0, NAMED).map((s) => (
                  <li key={s.id}>
                    <MuiLink
                      component={Link}
                      to={listAddress('/subscriptions/subscribers', { q: s.mobile })}
                      variant="body2"
                      underline="hover"
                    >
                      <bdi>{s.name}</bdi> · <Ltr>{group === 'starting' ? s.startDate : s.endDate}</Ltr>
                    </MuiLink>
                  </li>
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </TodayCard>
  );
}
