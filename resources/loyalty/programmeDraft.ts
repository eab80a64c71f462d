import type { LoyaltyProgramme, LoyaltyReward } from '@/dataProvider/types';
import type { ProgrammeDraft, RewardDraft } from './RewardsCard';
import { checkRewards, REWARDS_INCOMPLETE } from './rules';

export const toDraft = (p: LoyaltyProgramme): ProgrammeDraft => ({
  threshold: p.threshold === null ? '' : String(p.threshold),
  pointsPerSar: p.pointsPerSar === null ? '' : String(p.pointsPerSar),
  rewards: p.rewards.map((r) => ({
    id: r.id,
    nameEn: r.name.en,
    nameAr: r.name.ar,
    points: r.points === null ? '' : String(r.points),
    threshold: r.threshold === null ? '' : String(r.threshold),
  })),
});

export const numberOrNull = (text: string): number | null =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

export const toRewards = (rewards: RewardDraft[]): LoyaltyReward[] =>
  rewards.map((r) => ({
    id: r.id,
    name: { en: r.nameEn.trim(), ar: r.nameAr.trim() },
    points: numberOrNull(r.points),
    threshold: numberOrNull(r.threshold),
  }));

export type CheckedProgramme =
  { refused: string } | { refused: null; threshold: number; pointsPerSar: number; rewards: LoyaltyReward[] };

/** Refused: a category without its points, threshold or a name in both languages, or a threshold or rate not above 0. */
export function checkProgramme(draft: ProgrammeDraft): CheckedProgramme {
  const rewards = toRewards(draft.rewards);
  const refused = checkRewards(rewards) ?? (rewards.some((r) => !r.name.en || !r.name.ar) ? REWARDS_INCOMPLETE : null);
  const threshold = numberOrNull(draft.threshold);
  const pointsPerSar = numberOrNull(draft.pointsPerSar);
  if (refused || !threshold || threshold <= 0 || !pointsPerSar || pointsPerSar <= 0) {
    return { refused: refused ?? 'resources.loyalty.numbersInvalid' };
  }
  return { refused: null, threshold, pointsPerSar, rewards };
}
