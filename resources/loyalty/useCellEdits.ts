import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { LoyaltyInput, LoyaltyReward, LoyaltyWeekItem } from '@/dataProvider/types';
import { dayOfWeek, WEEK_DAY_KEYS } from '@/dataProvider/weeks';
import { formatDayMonth } from '@/src/format/values';
import { useLocalName } from '@/src/format/localName';
import type { CellTarget } from './CellDialog';
import { checkCellDay, withCell } from './rules';
import type { LoyaltyWeekState } from './useLoyaltyWeek';

/** A week keeps its edits while another one is shown; Save sends them all (useProgrammeDraft). */
export function useCellEdits({ today, weekStart, shown }: Pick<LoyaltyWeekState, 'today' | 'weekStart' | 'shown'>) {
  const translate = useTranslate();
  const notify = useNotify();
  const localName = useLocalName();
  const [drafts, setDrafts] = useState<Record<string, LoyaltyWeekItem[]>>({});
  const [target, setTarget] = useState<CellTarget | null>(null);

  const items = drafts[weekStart] ?? shown?.week?.items ?? [];

  const openCell = (day: string, reward: LoyaltyReward) => {
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

  /** Empties a removed category's cells in the shown week; a week it holds none in is left unedited. */
  const dropReward = (rewardId: string) => {
    if (items.some((c) => c.rewardId === rewardId)) {
      setDrafts({ ...drafts, [weekStart]: items.filter((c) => c.rewardId !== rewardId) });
    }
  };

  const weeks: NonNullable<LoyaltyInput['weeks']> = Object.entries(drafts).map(([start, cells]) => ({
    startOfWeek: start,
    items: cells,
  }));

  return {
    drafts,
    items,
    weeks,
    dirty: weeks.length > 0,
    shownWeekEdited: drafts[weekStart] !== undefined,
    target,
    openCell,
    setCell,
    closeCell: () => setTarget(null),
    dropReward,
    clear: () => setDrafts({}),
  };
}

export type CellEdits = ReturnType<typeof useCellEdits>;
