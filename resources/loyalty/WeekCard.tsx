import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LoyaltyReward } from '@/dataProvider/types';
import { addDays, isTodayOrLater } from '@/dataProvider/weeks';
import { LoadingBox } from '@/src/loading/LoadingBox';
import type { CellEdits } from './useCellEdits';
import { weekLabel, type LoyaltyWeekState } from './useLoyaltyWeek';
import { WeekGrid } from './WeekGrid';
import { WeekPicker } from './WeekPicker';

/** A week not planned offers to add it, but not one already over. */
export function WeekCard({
  week,
  rewards,
  cells,
}: {
  week: LoyaltyWeekState;
  rewards: LoyaltyReward[];
  cells: Pick<CellEdits, 'items' | 'shownWeekEdited' | 'openCell'>;
}) {
  const translate = useTranslate();
  const { today, weekStart, shown, addWeek } = week;
  const weekIsPast = !isTodayOrLater(addDays(weekStart, 6), today);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('resources.loyalty.week.title')}
        </Typography>
        <WeekPicker week={week} />
        {cells.shownWeekEdited && (
          <Chip size="small" color="warning" label={translate('resources.loyalty.week.unsaved')} sx={{ mb: 1 }} />
        )}
        {!shown ? (
          <LoadingBox />
        ) : shown.week === null ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(weekIsPast ? 'resources.loyalty.week.notPlannedPast' : 'resources.loyalty.week.notPlanned', {
                week: weekLabel(weekStart),
              })}
            </Typography>
            {!weekIsPast && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={addWeek.isPending}
                onClick={() => addWeek.mutate(weekStart)}
              >
                {translate('resources.loyalty.week.addThis')}
              </Button>
            )}
          </Box>
        ) : (
          <WeekGrid weekStart={weekStart} today={today} rewards={rewards} items={cells.items} onCell={cells.openCell} />
        )}
      </CardContent>
    </Card>
  );
}
