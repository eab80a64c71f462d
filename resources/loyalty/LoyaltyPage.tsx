import { type ReactNode } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SaveIcon from '@mui/icons-material/Save';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Confirm, Title, useLocaleState, useTranslate } from 'react-admin';
import { addDays, addWeeks, isTodayOrLater, startOfWeek } from '@/dataProvider/weeks';
import { loadState } from '@/src/components/LoadError';
import { LoadingBox } from '@/src/components/LoadingBox';
import { CellDialog } from './CellDialog';
import { RewardsCard } from './RewardsCard';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useCellEdits } from './useCellEdits';
import { useLoyaltyWeek, weekLabel } from './useLoyaltyWeek';
import { useProgrammeDraft } from './useProgrammeDraft';
import { useRewardRemoval } from './useRewardRemoval';
import { WeekGrid } from './WeekGrid';

/**
 * /loyality: the programme (threshold, points per 1 SAR, reward categories) and the weekly plan, a
 * grid of days by category. Edits stay here, week by week, until Save sends them all in one POST.
 */
export default function LoyaltyPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const week = useLoyaltyWeek();
  const { today, weekStart, setWeekStart, query, data, shown, planned, nextToAdd, addWeek } = week;
  const cells = useCellEdits(week);
  const { items } = cells;
  const programme = useProgrammeDraft(week, cells);
  const { draft, rewards } = programme;
  const removal = useRewardRemoval(week, cells, programme);
  const dirty = programme.dirty || cells.dirty;

  // Beside whatever the page shows, at the same place each time: it stays mounted across the three states
  // and asks before leaving while a week fails to load too, since the edits are still here then.
  const guarded = (content: ReactNode) => (
    <>
      {content}
      <UnsavedChangesGuard dirty={dirty} title="resources.loyalty.leaveTitle" />
    </>
  );

  // Every edit made so far stays in this page's state while a week fails to load and is retried.
  const failed = loadState(query, { title: 'resources.loyalty.loadFailed' });
  if (failed) {
    return guarded(
      <Box sx={{ mt: 2 }}>
        <Title title="app.nav.loyalty" />
        {failed}
      </Box>,
    );
  }
  if (!draft || !data) {
    return guarded(
      <Box
        sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
        role="status"
        aria-label={translate('ra.page.loading')}
      >
        <Title title="app.nav.loyalty" />
        <CircularProgress />
      </Box>,
    );
  }

  const weekIsPast = !isTodayOrLater(addDays(weekStart, 6), today);
  return guarded(
    <Stack spacing={2} sx={{ mt: 2, mb: 10 }}>
      <Title title="app.nav.loyalty" />
      <RewardsCard draft={draft} showErrors={programme.showErrors} onChange={programme.change} onRemove={removal.ask} />

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {translate('resources.loyalty.week.title')}
          </Typography>
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
            <Button onClick={() => setWeekStart(startOfWeek(today))}>
              {translate('resources.loyalty.week.thisWeek')}
            </Button>
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
            <WeekGrid weekStart={weekStart} today={today} rewards={rewards} items={items} onCell={cells.openCell} />
          )}
        </CardContent>
      </Card>

      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          py: 1.5,
          px: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="contained"
          startIcon={programme.saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          onClick={programme.onSave}
          disabled={programme.saving}
        >
          {translate('ra.action.save')}
        </Button>
        {dirty && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.loyalty.unsavedHint')}
          </Typography>
        )}
      </Box>

      {cells.target && (
        <CellDialog
          target={cells.target}
          pointsPerSar={programme.pointsPerSar}
          onClose={cells.closeCell}
          onSave={cells.setCell}
        />
      )}
      <Confirm
        isOpen={removal.removing !== null}
        title="resources.loyalty.rewards.removeTitle"
        content="resources.loyalty.rewards.removeContent"
        translateOptions={{ name: removal.removing?.nameEn || removal.removing?.nameAr || '' }}
        onConfirm={removal.confirm}
        onClose={removal.cancel}
      />
    </Stack>,
  );
}
