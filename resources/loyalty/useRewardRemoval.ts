import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { RewardDraft } from './RewardsCard';
import { checkRemoveReward } from './rules';
import type { CellEdits } from './useCellEdits';
import type { LoyaltyWeekState } from './useLoyaltyWeek';
import type { ProgrammeDraftState } from './useProgrammeDraft';

/** Refused while a week still holds its items, else asked first; removed, all stays unsaved until Save. */
export function useRewardRemoval(
  { today, weekStart, data }: Pick<LoyaltyWeekState, 'today' | 'weekStart' | 'data'>,
  cells: Pick<CellEdits, 'drafts' | 'items' | 'dropReward'>,
  { draft, change }: Pick<ProgrammeDraftState, 'draft' | 'change'>,
) {
  const notify = useNotify();
  const [removing, setRemoving] = useState<RewardDraft | null>(null);

  const ask = (reward: RewardDraft) => {
    const refused = checkRemoveReward(
      reward.id,
      weekStart,
      data?.filledWeeks[reward.id] ?? [],
      { ...cells.drafts, [weekStart]: cells.items },
      today,
    );
    if (refused) notify(refused, { type: 'error' });
    else setRemoving(reward);
  };

  const confirm = () => {
    if (!draft || !removing) return;
    change({ ...draft, rewards: draft.rewards.filter((r) => r.id !== removing.id) });
    cells.dropReward(removing.id);
    setRemoving(null);
  };

  return { removing, ask, confirm, cancel: () => setRemoving(null) };
}
