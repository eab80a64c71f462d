import type { PlanSettingsInput } from '@/dataProvider/types';

/** What the settings form holds, as the API takes it: the hours as numbers (the inputs may hold them as text). */
export const toPlanSettingsBody = (values: Record<string, unknown>): PlanSettingsInput => ({
  submitTime: String(values.submitTime ?? ''),
  disableFreezeBefore: Number(values.disableFreezeBefore),
  disableEditBefore: Number(values.disableEditBefore),
});
