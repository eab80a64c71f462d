// Each rule answers the i18n key of the spec's message, or null when the change is allowed; the API applies the same
// rules (API.md).
import type { LoyaltyReward, LoyaltyWeekItem } from '@/dataProvider/types';
import { isTodayOrLater } from '@/dataProvider/weeks';

export const PREVIOUS_DAY = 'resources.loyalty.rules.previousDay';
export const OTHER_WEEKS_FILLED = 'resources.loyalty.rules.otherWeeksFilled';
export const REWARDS_INCOMPLETE = 'resources.loyalty.rules.rewardsIncomplete';

const filled = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** 'Please fill all points and threshold in all categories' unless every category has both, above 0. */
export function checkRewards(rewards: LoyaltyReward[]): string | null {
  return rewards.every((reward) => filled(reward.points) && filled(reward.threshold)) ? null : REWARDS_INCOMPLETE;
}

/** 'Can't insert previous day': a day before today can no longer be planned, filled or emptied. */
export function checkCellDay(day: string, today: string): string | null {
  return isTodayOrLater(day, today) ? null : PREVIOUS_DAY;
}

/**
 * Not while another week still holds an item in it ('Item cell in other weeks isn't empty'), nor a past day of this
 * one. `filledWeeks` is what the server last said; `drafts` are weeks edited here and not saved yet.
 */
export function checkRemoveReward(
  rewardId: string,
  currentWeek: string,
  filledWeeks: string[],
  drafts: Record<string, LoyaltyWeekItem[]>,
  today: string,
): string | null {
  const otherWeeks = new Set([...filledWeeks, ...Object.keys(drafts)]);
  otherWeeks.delete(currentWeek);
  for (const week of otherWeeks) {
    const items = drafts[week];
    const holds = items ? items.some((cell) => cell.rewardId === rewardId) : filledWeeks.includes(week);
    if (holds) return OTHER_WEEKS_FILLED;
  }
  const current = drafts[currentWeek];
  const pastCell = (cells: LoyaltyWeekItem[] | undefined) =>
    (cells ?? []).some((cell) => cell.rewardId === rewardId && !isTodayOrLater(cell.day, today));
  return pastCell(current) ? PREVIOUS_DAY : null;
}

export function withCell(
  items: LoyaltyWeekItem[],
  day: string,
  rewardId: string,
  cell: LoyaltyWeekItem | null,
): LoyaltyWeekItem[] {
  const others = items.filter((c) => !(c.day === day && c.rewardId === rewardId));
  return cell ? [...others, cell] : others;
}
