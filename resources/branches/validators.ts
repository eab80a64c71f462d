/** The branch form's own rules, speaking the spec's messages through i18n keys. */
import type { Validator } from 'react-admin';
import type { BranchShift } from '@/dataProvider/types';
import { REFERENCE_CODE_MAX } from '@/dataProvider/fieldRules';
import { isShiftSpan } from '@/dataProvider/shiftRules';
import { atMost } from '@/src/forms/validators';

export const referenceCodeMax = atMost(REFERENCE_CODE_MAX, 'resources.branches.validation.referenceCodeTooLong');

export const atLeastOneShift: Validator = (shifts: unknown) =>
  Array.isArray(shifts) && shifts.length > 0 ? undefined : 'resources.branches.validation.atLeastOneShift';

export const atLeastOneDay: Validator = (days: unknown) =>
  Array.isArray(days) && days.length > 0 ? undefined : 'resources.branches.validation.daysRequired';

/**
 * On a shift's end: its own start is the sibling field `shifts.<n>.start`. react-admin passes the
 * input's full path inside the array as `finalSource` (its `source` is only `end`). An end before the
 * start is the next day's (dataProvider/shiftRules.ts); only an end at the start itself is refused.
 */
export const endsAfterStart: Validator = (
  end: unknown,
  values: { shifts?: BranchShift[] },
  props?: { finalSource?: string },
) => {
  const index = /^shifts\.(\d+)\.end$/.exec(props?.finalSource ?? '')?.[1];
  const start = index === undefined ? undefined : values.shifts?.[Number(index)]?.start;
  if (typeof end !== 'string' || !end || !start) return undefined;
  return isShiftSpan(start, end) ? undefined : 'resources.branches.validation.endAfterStart';
};
