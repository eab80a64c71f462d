import { Button, useLocaleState, useTranslate } from 'react-admin';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import RefreshIcon from '@mui/icons-material/Refresh';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@/src/dates/DateInput';
import { PickerLocalization } from '@/src/dates/PickerLocalization';
import { useSentence } from '@/src/fields/Sentence';
import { formatClock } from '@/src/format/values';

export interface BoardToolbarProps {
  day: string;
  onDay: (day: string) => void;
  onRefresh: () => void;
  fetching: boolean;
  /** When the shown answer arrived (ms), 0 before the first. */
  updatedAt: number;
  sound: boolean;
  onSound: (on: boolean) => void;
}

/** The board's day, Refresh with the time of the last answer beside it, and the sound switch; wraps on a phone. */
export function BoardToolbar({ day, onDay, onRefresh, fetching, updatedAt, sound, onSound }: BoardToolbarProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sentence = useSentence();
  const dayLabel = translate('resources.branches.orders.day');
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {/* A whole day in YYYY-MM-DD, on the app's calendar (the week from Saturday). */}
      <PickerLocalization>
        <DatePicker
          label={dayLabel}
          value={dayjs(day)}
          format={DATE_FORMAT}
          onChange={(value) => {
            if (value?.isValid()) onDay(value.format(DATE_FORMAT));
          }}
          slotProps={{
            textField: { name: 'day', size: 'small', variant: 'filled', sx: { width: 220 } },
            popper: { 'aria-label': dayLabel },
            mobilePaper: { 'aria-label': dayLabel },
          }}
        />
      </PickerLocalization>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Button label="resources.branches.orders.refresh" onClick={onRefresh} disabled={fetching}>
          <RefreshIcon />
        </Button>
        {updatedAt > 0 && (
          <Typography variant="body2" color="text.secondary">
            {sentence('resources.branches.orders.updated', { time: formatClock(updatedAt, locale) })}
          </Typography>
        )}
      </Stack>
      <FormControlLabel
        control={<Switch checked={sound} onChange={(event) => onSound(event.target.checked)} />}
        label={translate('resources.branches.orders.sound')}
      />
    </Stack>
  );
}
