import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { Confirm, Title } from 'react-admin';
import { loadState } from '@/src/loading/LoadError';
import { LoadingBox } from '@/src/loading/LoadingBox';
import { ConflictQuestion } from '@/src/save/ConflictQuestion';
import { CellDialog } from './CellDialog';
import { RewardsCard } from './RewardsCard';
import { SaveBar } from './SaveBar';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useCellEdits } from './useCellEdits';
import { useLoyaltyWeek } from './useLoyaltyWeek';
import { useProgrammeDraft } from './useProgrammeDraft';
import { useRewardRemoval } from './useRewardRemoval';
import { WeekCard } from './WeekCard';

/** Edits stay here, week by week, until Save sends them all in one POST. */
export default function LoyaltyPage() {
  const week = useLoyaltyWeek();
  const cells = useCellEdits(week);
  const programme = useProgrammeDraft(week, cells);
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

  const failed = loadState(week.query, { title: 'resources.loyalty.loadFailed' });
  const { draft } = programme;
  if (failed || !draft || !week.data) {
    return guarded(
      <Box sx={{ mt: 2 }}>
        <Title title="app.nav.loyalty" />
        {failed ?? <LoadingBox />}
      </Box>,
    );
  }

  return guarded(
    <Stack spacing={2} sx={{ mt: 2, mb: 10 }}>
      <Title title="app.nav.loyalty" />
      <RewardsCard draft={draft} showErrors={programme.showErrors} onChange={programme.change} onRemove={removal.ask} />
      <WeekCard week={week} rewards={programme.rewards} cells={cells} />
      <SaveBar saving={programme.saving} dirty={dirty} onSave={programme.onSave} />
      <ConflictQuestion
        question={programme.conflict.question}
        resource="loyalty"
        onKeepMine={programme.conflict.keepMine}
        onKeepTheirs={programme.conflict.keepTheirs}
        onClose={programme.conflict.close}
      />

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
