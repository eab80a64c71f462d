import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LoyaltyInput, LoyaltyProgramme } from '@/dataProvider/types';
import { useSingleMutation } from '@/src/useSingleMutation';
import { checkProgramme, numberOrNull, toDraft, toRewards } from './programmeDraft';
import type { ProgrammeDraft } from './RewardsCard';
import type { CellEdits } from './useCellEdits';
import { LOYALTY_QUERY_KEY, type LoyaltyWeekState } from './useLoyaltyWeek';

/**
 * The programme as typed (threshold, points per 1 SAR, categories) and Save, which sends it in one POST
 * with every week whose cells were edited.
 */
export function useProgrammeDraft({ data }: Pick<LoyaltyWeekState, 'data'>, cells: Pick<CellEdits, 'weeks' | 'clear'>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The programme as edited here; until the first edit, the server's.
  const [edited, setDraft] = useState<ProgrammeDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);

  const draft = useMemo(() => edited ?? (data ? toDraft(data) : null), [edited, data]);
  const rewards = draft ? toRewards(draft.rewards) : [];
  const pointsPerSar = numberOrNull(draft?.pointsPerSar ?? '') ?? data?.pointsPerSar ?? 0;

  const change = (next: ProgrammeDraft) => {
    setDraft(next);
    setDirty(true);
  };

  const save = useSingleMutation({
    mutationFn: (body: LoyaltyInput) =>
      dataProvider.action<LoyaltyProgramme>('loyalty', { action: 'save', data: { ...body } }),
    onSuccess: ({ data: saved }) => {
      notify('resources.loyalty.saved', { type: 'success' });
      cells.clear();
      setDirty(false);
      setShowErrors(false);
      if (saved) setDraft(toDraft(saved));
      void queryClient.invalidateQueries({ queryKey: LOYALTY_QUERY_KEY });
    },
    // Refused: the HTTP client has shown the server's message; every edit stays here.
  });

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
      weeks: cells.weeks,
    });
  };

  return { draft, rewards, pointsPerSar, dirty, showErrors, change, saving: save.isPending, onSave };
}

export type ProgrammeDraftState = ReturnType<typeof useProgrammeDraft>;
