import { LoadingBox } from '@/src/components/LoadingBox';
import { useLocalName } from '@/src/localName';
import { useMemo, useState, type ReactNode } from 'react';
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
import { Confirm, Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useSingleMutation } from '@/src/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import type { LoyaltyInput, LoyaltyProgramme, LoyaltyReward, LoyaltyWeekItem } from '@/dataProvider/types';
import { formatDayMonth } from '@/src/format';
import { addDays, addWeeks, dayOfWeek, isTodayOrLater, startOfWeek } from '@/dataProvider/weeks';
import { CellDialog, type CellTarget } from './CellDialog';
import { RewardsCard, type ProgrammeDraft, type RewardDraft } from './RewardsCard';
import { checkCellDay, checkRemoveReward, withCell } from './rules';
import { checkProgramme, numberOrNull, toDraft, toRewards } from './programmeDraft';
import { WeekGrid } from './WeekGrid';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { LOYALTY_QUERY_KEY, useLoyaltyWeek, weekLabel } from './useLoyaltyWeek';
import { WEEK_DAY_KEYS } from '@/dataProvider/weeks';
import { loadState } from '@/src/components/LoadError';

/**
 * /loyality: the programme (threshold, points per 1 SAR, reward categories) and the weekly plan, a
 * grid of days by category. Edits stay here, week by week, until Save sends them all in one POST.
 */
export default function LoyaltyPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const localName = useLocalName();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { today, weekStart, setWeekStart, query, data, shown, planned, nextToAdd, addWeek } = useLoyaltyWeek();
  // The programme as edited here; until the first edit, the server's.
  const [edited, setDraft] = useState<ProgrammeDraft | null>(null);
  const [drafts, setDrafts] = useState<Record<string, LoyaltyWeekItem[]>>({});
  const [programmeDirty, setProgrammeDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [target, setTarget] = useState<CellTarget | null>(null);
  const [removing, setRemoving] = useState<RewardDraft | null>(null);

  const draft = useMemo(() => edited ?? (data ? toDraft(data) : null), [edited, data]);

  const dirty = programmeDirty || Object.keys(drafts).length > 0;

  const items = drafts[weekStart] ?? shown?.week?.items ?? [];
  const rewards = draft ? toRewards(draft.rewards) : [];
  const pointsPerSar = numberOrNull(draft?.pointsPerSar ?? '') ?? data?.pointsPerSar ?? 0;

  const save = useSingleMutation({
    mutationFn: (body: LoyaltyInput) =>
      dataProvider.action<LoyaltyProgramme>('loyalty', { action: 'save', data: { ...body } }),
    onSuccess: ({ data: saved }) => {
      notify('resources.loyalty.saved', { type: 'success' });
      setDrafts({});
      setProgrammeDirty(false);
      setShowErrors(false);
      if (saved) setDraft(toDraft(saved));
      void queryClient.invalidateQueries({ queryKey: LOYALTY_QUERY_KEY });
    },
    // Refused: the HTTP client has shown the server's message; every edit stays here.
  });

  const onCell = (day: string, reward: LoyaltyReward) => {
    const refused = checkCellDay(day, today);
    if (refused) {
      notify(refused, { type: 'error' });
      return;
    }
    const dayName = `${translate(`app.weekDays.${WEEK_DAY_KEYS[dayOfWeek(day)]}`)} ${formatDayMonth(day)}`;
    const name = localName(reward.name);
    setTarget({
      day,
      rewardId: reward.id,
      title: `${dayName} · ${name}`,
      current: items.find((c) => c.day === day && c.rewardId === reward.id) ?? null,
    });
  };

  const setCell = (cell: LoyaltyWeekItem | null) => {
    if (!target) return;
    setDrafts({ ...drafts, [weekStart]: withCell(items, target.day, target.rewardId, cell) });
    setTarget(null);
  };

  const askRemove = (reward: RewardDraft) => {
    const refused = checkRemoveReward(
      reward.id,
      weekStart,
      data?.filledWeeks[reward.id] ?? [],
      { ...drafts, [weekStart]: items },
      today,
    );
    if (refused) notify(refused, { type: 'error' });
    else setRemoving(reward);
  };

  const remove = () => {
    if (!draft || !removing) return;
    setDraft({ ...draft, rewards: draft.rewards.filter((r) => r.id !== removing.id) });
    setProgrammeDirty(true);
    if (items.some((c) => c.rewardId === removing.id)) {
      setDrafts({ ...drafts, [weekStart]: items.filter((c) => c.rewardId !== removing.id) });
    }
    setRemoving(null);
  };

  const onSave = () => {
    if (!draft) return;
    const checked = checkProgramme(draft);
    if (checked.refused !== null) {
      setShowErrors(true);
      notify(checked.refused, { type: 'error' });
      return;
    }
    save.mutate({
      threshold: checked.threshold,
      pointsPerSar: checked.pointsPerSar,
      rewards: checked.rewards,
      weeks: Object.entries(drafts).map(([start, cells]) => ({ startOfWeek: start, items: cells })),
    });
  };

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
      <RewardsCard
        draft={draft}
        showErrors={showErrors}
        onChange={(next) => {
          setDraft(next);
          setProgrammeDirty(true);
        }}
        onRemove={askRemove}
      />

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
          {drafts[weekStart] && (
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
            <WeekGrid weekStart={weekStart} today={today} rewards={rewards} items={items} onCell={onCell} />
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
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          onClick={onSave}
          disabled={save.isPending}
        >
          {translate('ra.action.save')}
        </Button>
        {dirty && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.loyalty.unsavedHint')}
          </Typography>
        )}
      </Box>

      {target && (
        <CellDialog target={target} pointsPerSar={pointsPerSar} onClose={() => setTarget(null)} onSave={setCell} />
      )}
      <Confirm
        isOpen={removing !== null}
        title="resources.loyalty.rewards.removeTitle"
        content="resources.loyalty.rewards.removeContent"
        translateOptions={{ name: removing?.nameEn || removing?.nameAr || '' }}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Stack>,
  );
}
