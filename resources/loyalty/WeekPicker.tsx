import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AddIcon from '@mui/icons-material/Add';
import { Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { addWeeks, startOfWeek } from '@/dataProvider/weeks';
import { weekLabel, type LoyaltyWeekState } from './useLoyaltyWeek';

export function WeekPicker({ week }: { week: LoyaltyWeekState }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { today, weekStart, setWeekStart, planned, nextToAdd, addWeek } = week;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Tooltip title={translate('resources.loyalty.week.previous')}>
        <IconButton
          aria-label={translate('resources.loyalty.week.previous')}
          onClick={() => setWeekStart(addWeeks(weekStart, -1))}
        >
          {/* Arrows point back and forward in the reading direction. */}
          {locale === 'ar' ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Tooltip>
      <TextField
        select
        size="small"
        label={translate('resources.loyalty.week.pick')}
        value={weekStart}
        onChange={(event) => setWeekStart(event.target.value)}
        sx={{ width: 240, flex: 'none' }}
      >
        {planned.map((start) => (
          <MenuItem key={start} value={start}>
            {weekLabel(start)}
            {start === startOfWeek(today) ? ` (${translate('resources.loyalty.week.thisWeek')})` : ''}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={translate('resources.loyalty.week.next')}>
        <IconButton
          aria-label={translate('resources.loyalty.week.next')}
          onClick={() => setWeekStart(addWeeks(weekStart, 1))}
        >
          {locale === 'ar' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Tooltip>
      <Button onClick={() => setWeekStart(startOfWeek(today))}>{translate('resources.loyalty.week.thisWeek')}</Button>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={addWeek.isPending}
        onClick={() => addWeek.mutate(nextToAdd)}
        sx={{ marginInlineStart: 'auto' }}
      >
        {translate('resources.loyalty.week.addNext', { week: weekLabel(nextToAdd) })}
      </Button>
    </Stack>
  );
}
