import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Link } from 'react-router';
import { useDataProvider, useLocaleState, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import type { Banner, Offer, PromoCode, Voucher } from '@/dataProvider/types';
import { addDays, localDay } from '@/dataProvider/weeks';
import { formatDayMonth, formatNumber } from '@/src/format/values';
import { nameIn } from '@/src/format/localName';
import { Ltr } from '@/src/fields/Ltr';
import { useStarted } from './startOrder';
import { TodayCard } from './TodayCard';
import { recordAddress } from './listAddress';
import { readWhile } from './readWhile';
import { MoreCount } from './MoreCount';
import { promotionWindows, type Promotion, type PromotionWindows } from './promotionWindows';

/** Each window names its first few; the rest are counted. */
const NAMED = 6;
const EVERY = { page: 1, perPage: 10_000 };

/**
 * Every promotion that may fall in a window: offers and banners are whole lists; of the paged promo codes and
 * vouchers, those starting from today on (newest start first) and those ending from yesterday on.
 */
async function readPromotions(dataProvider: DataProvider, today: string, locale: string, signal: AbortSignal) {
  const yesterday = addDays(today, -1);
  const paged = <T extends RaRecord>(resource: string, [start, end]: [string, string], days: (r: T) => string[]) =>
    Promise.all([
      readWhile<T>(
        dataProvider,
        resource,
        { sort: { field: start, order: 'DESC' } },
        (r) => days(r)[0] < today,
        signal,
      ),
      readWhile<T>(
        dataProvider,
        resource,
        { sort: { field: end, order: 'DESC' } },
        (r) => days(r)[1] < yesterday,
        signal,
      ),
    ]).then((lists) => lists.flat());
  const [offers, banners, codes, vouchers] = await Promise.all([
    dataProvider.getList<Offer>('offers', { pagination: EVERY, signal }),
    dataProvider.getList<Banner>('banners', { pagination: EVERY, signal }),
    paged<PromoCode & RaRecord>('promoCodes', ['validFrom', 'validTo'], (c) => [c.validFrom, c.validTo]),
    paged<Voucher>('vouchers', ['availableFrom', 'availableTo'], (v) => [v.availableFrom, v.availableTo]),
  ]);
  const all: Promotion[] = [
    ...offers.data.map((o) => ({
      kind: 'offer' as const,
      id: o.id,
      label: nameIn(locale, o.name),
      address: recordAddress('/offers', o.id),
      start: o.validFrom,
      end: o.validTo,
    })),
    ...codes.map((c) => ({
      kind: 'promoCode' as const,
      id: c.code,
      label: c.code,
      address: recordAddress('/promoCodes', c.code),
      start: c.validFrom,
      end: c.validTo,
    })),
    ...vouchers.map((v) => ({
      kind: 'voucher' as const,
      id: v.id,
      label: v.group,
      address: recordAddress('/vouchers', v.id),
      start: v.availableFrom,
      end: v.availableTo,
    })),
    ...banners.data.map((b) => ({
      kind: 'banner' as const,
      id: b.id,
      label: b.name,
      address: recordAddress('/banners', b.id),
      start: b.validFrom,
      end: b.validTo,
    })),
  ];
  // Read twice (by start and by end), a record is kept once.
  const seen = new Set<string>();
  return promotionWindows(
    all.filter((p) => !seen.has(`${p.kind}:${p.id}`) && Boolean(seen.add(`${p.kind}:${p.id}`))),
    today,
  );
}

export function PromotionsCard() {
  const started = useStarted();
  const dataProvider = useDataProvider();
  const [locale] = useLocaleState();
  const today = localDay();
  const query = useQuery({
    queryKey: ['promoCodes', 'today', today, locale],
    queryFn: ({ signal }) => readPromotions(dataProvider, today, locale, signal),
    enabled: started,
    placeholderData: keepPreviousData,
  });
  return (
    <TodayCard
      id="today-promotions"
      title="resources.today.promotions.title"
      icon={CampaignIcon}
      query={query}
      failedTitle="resources.today.promotions.failed"
    >
      {query.data && <Windows windows={query.data} />}
    </TodayCard>
  );
}

function Windows({ windows }: { windows: PromotionWindows }) {
  const translate = useTranslate();
  const sections = [
    ['starting', windows.starting, 'start'],
    ['ending', windows.ending, 'end'],
    ['endedYesterday', windows.endedYesterday, 'end'],
  ] as const;
  if (sections.every(([, list]) => list.length === 0))
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.today.promotions.none')}
      </Typography>
    );
  return (
    <Stack sx={{ gap: 1.5 }}>
      {sections.map(([name, list, day]) =>
        list.length === 0 ? null : <Window key={name} name={name} list={list} day={day} />,
      )}
    </Stack>
  );
}

function Window({ name, list, day }: { name: string; list: Promotion[]; day: 'start' | 'end' }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`resources.today.promotions.${name}`, {
          count: list.length,
          shown: formatNumber(list.length, locale),
        })}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.25 }}>
        {list.slice(0, NAMED).map((promotion) => (
          <li key={`${promotion.kind}:${promotion.id}`}>
            <MuiLink component={Link} to={promotion.address} variant="body2" underline="hover">
              {translate(`resources.today.promotions.kinds.${promotion.kind}`)}{' '}
              {promotion.kind === 'promoCode' ? <Ltr>{promotion.label}</Ltr> : <bdi>{promotion.label}</bdi>}
              {' · '}
              <Ltr>{formatDayMonth(promotion[day])}</Ltr>
            </MuiLink>
          </li>
        ))}
      </Stack>
      <MoreCount message="resources.today.promotions.more" count={list.length - NAMED} />
    </Stack>
  );
}
