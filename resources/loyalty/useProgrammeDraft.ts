import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LoyaltyInput, LoyaltyProgramme } from '@/dataProvider/types';
import { ConflictError, withSaveBase } from '@/dataProvider/freshWrite';
import { mergeThree, type KeptMine } from '@/dataProvider/merge';
import type { Question } from '@/src/save/ConflictQuestion';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import { checkProgramme, numberOrNull, toDraft, toRewards } from './programmeDraft';
import type { ProgrammeDraft } from './RewardsCard';
import type { CellEdits } from './useCellEdits';
import { LOYALTY_QUERY_KEY, type LoyaltyWeekState } from './useLoyaltyWeek';

const PROGRAMME_FIELDS = ['threshold', 'pointsPerSar', 'rewards'] as const;
const programmeOf = (source: object): Record<string, unknown> =>
  Object.fromEntries(PROGRAMME_FIELDS.map((field) => [field, (source as Record<string, unknown>)[field]]));

/**
 * Save sends the programme in one POST with every week whose cells were edited, merged with the programme as the
 * server has it then (dataProvider/freshWrite.ts): a field both changed is asked about (`question`).
 */
export function useProgrammeDraft({ data }: Pick<LoyaltyWeekState, 'data'>, cells: Pick<CellEdits, 'weeks' | 'clear'>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The programme as edited here; until the first edit, the server's.
  const [edited, setDraft] = useState<ProgrammeDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  // The programme as it was when editing began.
  const [editedFrom, setEditedFrom] = useState<LoyaltyProgramme | null>(null);
  const base = edited ? editedFrom : data;
  const [question, setQuestion] = useState<(Question & { body: LoyaltyInput }) | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const draft = useMemo(() => edited ?? (data ? toDraft(data) : null), [edited, data]);
  const rewards = draft ? toRewards(draft.rewards) : [];
  const pointsPerSar = numberOrNull(draft?.pointsPerSar ?? '') ?? data?.pointsPerSar ?? 0;

  const change = (next: ProgrammeDraft) => {
    if (!edited) setEditedFrom(data ?? null);
    setDraft(next);
    setDirty(true);
  };

  const save = useSingleMutation({
    mutationFn: ({ body, kept }: { body: LoyaltyInput; kept?: KeptMine }) =>
      dataProvider.action<LoyaltyProgramme>('loyalty', {
        action: 'save',
        data: withSaveBase({ ...body }, { base: base ?? undefined, kept }),
      }),
    onError: (error, { body }) => {
      if (error instanceof ConflictError)
        setQuestion({ fields: error.fields, mine: body, theirs: error.theirs, trigger: trigger.current, body });
    },
    onSuccess: ({ data: saved }) => {
      notify('resources.loyalty.saved', { type: 'success' });
      cells.clear();
      setDirty(false);
      setShowErrors(false);
      if (saved) {
        setDraft(toDraft(saved));
        setEditedFrom(saved);
      }
      void queryClient.invalidateQueries({ queryKey: LOYALTY_QUERY_KEY });
    },
    // Refused: the HTTP client has shown the server's message; every edit stays here.
  });

  const onSave = () => {
    if (!draft) return;
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const checked = checkProgramme(draft);
    if (checked.refused !== null) {
      setShowErrors(true);
      notify(checked.refused, { type: 'error' });
      return;
    }
    save.mutate({
      body: {
        threshold: checked.threshold,
        pointsPerSar: checked.pointsPerSar,
        rewards: checked.rewards,
        weeks: cells.weeks,
      },
    });
  };

  const conflict = {
    question,
    close: () => setQuestion(null),
    keepMine: () => {
      if (!question) return;
      setQuestion(null);
      save.mutate({ body: question.body, kept: { fields: question.fields, seen: programmeOf(question.theirs) } });
    },
    // Their values go into the programme as edited (theirs for the fields asked about and those only they
    // changed, mine elsewhere); nothing is saved, and the page stays as it is for review.
    keepTheirs: () => {
      if (!question || !base) return;
      const theirs = question.theirs as LoyaltyProgramme;
      const { body } = mergeThree(programmeOf(base), programmeOf(theirs), programmeOf(question.body));
      for (const field of question.fields) body[field] = (theirs as unknown as Record<string, unknown>)[field];
      setDraft(toDraft({ ...theirs, ...body } as LoyaltyProgramme));
      setEditedFrom(theirs);
      setQuestion(null);
    },
  };

  return { draft, rewards, pointsPerSar, dirty, showErrors, change, saving: save.isPending, onSave, conflict };
}

export type ProgrammeDraftState = ReturnType<typeof useProgrammeDraft>;
