import { useLocalName } from '@/src/format/localName';
import {
  Box,
  ButtonBase,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LoyaltyReward, LoyaltyWeekItem } from '@/dataProvider/types';
import { formatDayMonth, formatMoney } from '@/src/format/values';
import { dayOfWeek, isTodayOrLater, weekDays } from '@/dataProvider/weeks';
import { WEEK_DAY_KEYS } from '@/dataProvider/weeks';

export interface WeekGridProps {
  weekStart: string;
  today: string;
  rewards: LoyaltyReward[];
  items: LoyaltyWeekItem[];
  onCell: (day: string, reward: LoyaltyReward) => void;
}

/** The week's plan: a row per day (Saturday first), a column per reward category. */
export function WeekGrid({ weekStart, today, rewards, items, onCell }: WeekGridProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const local = useLocalName();
  const cellOf = (day: string, rewardId: string) => items.find((c) => c.day === day && c.rewardId === rewardId);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={translate('resources.loyalty.week.gridLabel')}
        sx={{ '& td, & th': { borderInlineEnd: 1, borderColor: 'divider' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.loyalty.week.day')}
            </TableCell>
            {rewards.map((reward) => (
              <TableCell key={reward.id} component="th" scope="col" sx={{ minWidth: 170 }}>
                {local(reward.name) || translate('resources.loyalty.rewards.unnamed')}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weekDays(weekStart).map((day) => {
            const past = !isTodayOrLater(day, today);
            const dayName = `${translate(`app.weekDays.${WEEK_DAY_KEYS[dayOfWeek(day)]}`)} ${formatDayMonth(day)}`;
            return (
              <TableRow key={day} sx={past ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: day === today ? 700 : 400 }}>
                    {dayName}
                  </Typography>
                  {day === today && (
                    <Typography variant="caption" color="primary">
                      {translate('resources.loyalty.week.today')}
                    </Typography>
                  )}
                  {past && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                    >
                      <LockIcon aria-hidden sx={{ fontSize: 14 }} />
                      {translate('resources.loyalty.week.past')}
                    </Typography>
                  )}
                </TableCell>
                {rewards.map((reward) => {
                  const cell = cellOf(day, reward.id);
                  // Past cells stay focusable and clickable (not aria-disabled), so a click can say why
                  // nothing opens: 'Can't insert previous day'.
                  const item = cell ? local(cell.name) : translate('resources.loyalty.week.emptyCell');
                  const label = `${dayName} · ${local(reward.name)}: ${item}${past ? ` (${translate('resources.loyalty.week.past')})` : ''}`;
                  return (
                    <TableCell key={reward.id} sx={{ p: 0.5 }}>
                      <ButtonBase
                        onClick={() => onCell(day, reward)}
                        aria-label={label}
                        sx={{
                          width: '100%',
                          minHeight: 56,
                          p: 1,
                          gap: 1,
                          borderRadius: 1,
                          justifyContent: 'space-between',
                          textAlign: 'start',
                          border: 1,
                          borderStyle: cell && !past ? 'solid' : 'dashed',
                          borderColor: cell && !past ? 'primary.light' : 'divider',
                          // A past day reads as well as any other (4.5:1); the lock and the row's "Past" say it is closed.
                          color: past ? 'text.secondary' : 'text.primary',
                          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.selected' },
                        }}
                      >
                        {cell ? (
                          <Box>
                            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                              {local(cell.name)}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {formatMoney(cell.price, locale)} ·{' '}
                              {translate('resources.loyalty.week.points', { count: cell.points })}
                            </Typography>
                          </Box>
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            {past ? '—' : translate('resources.loyalty.week.addItem')}
                          </Typography>
                        )}
                        {past && (
                          <LockIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
                        )}
                      </ButtonBase>
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
