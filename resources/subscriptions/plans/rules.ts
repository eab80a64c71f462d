/** The plan form's rules, as the API applies them (dataProvider/API.md), in the area's words. */
import { minValue, number } from 'react-admin';
import { DAYS_IN, PLAN_DAYS, type PlanDays, type PlanVariant } from '@/dataProvider/types';
import { isDate, isRequired, notBefore } from '@/src/forms/validators';
import { WEEK_DAY_KEYS } from '@/dataProvider/weeks';

export const daysChoices = PLAN_DAYS.map((id) => ({ id, name: `resources.plans.daysChoices.${id}` }));
export const startingDayChoices = WEEK_DAY_KEYS.map((key, id) => ({ id, name: `app.weekDays.${key}` }));
export const statusChoices = [
  { id: 'active', name: 'app.status.active' },
  { id: 'inactive', name: 'app.status.inactive' },
];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const whole = (value: unknown) =>
  isEmpty(value) || Number.isInteger(Number(value)) ? undefined : 'resources.plans.wholeNumber';

/** No more meal days a week than the chosen days offer: 5 working days, 2 weekend days, 7 in all. */
const withinDays = (value: unknown, all: Record<string, unknown>) => {
  const days = all?.days as PlanDays | undefined;
  if (isEmpty(value) || !days || !(days in DAYS_IN)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= DAYS_IN[days]
    ? undefined
    : { message: 'resources.plans.subscriptionDaysRange', args: { max: DAYS_IN[days] } };
};

/** At least one of breakfast, lunch, dinner or salad; shown on breakfast, the first of them. */
const someMeal = (_value: unknown, all: Record<string, unknown>) => {
  const meals = (all?.meals ?? {}) as Record<string, unknown>;
  const total = ['breakfast', 'lunch', 'dinner', 'salad'].reduce((sum, meal) => sum + (Number(meals[meal]) || 0), 0);
  return total > 0 ? undefined : 'resources.plans.mealsRequired';
};

const variantsRule = (value: unknown) => {
  const variants = Array.isArray(value) ? (value as Partial<PlanVariant>[]) : [];
  if (variants.length === 0) return 'resources.plans.variantsRequired';
  const lengths = variants.map((v) => Number(v?.durationDays)).filter((n) => n > 0);
  return new Set(lengths).size === lengths.length ? undefined : 'resources.plans.variantDuplicate';
};

const abovePositive = (value: unknown) =>
  isEmpty(value) || Number(value) > 0 ? undefined : 'resources.plans.priceAboveZero';

export const planRules = {
  subscriptionDays: [isRequired, number(), whole, withinDays],
  count: [isRequired, number(), minValue(0, 'resources.plans.notNegative'), whole],
  firstMeal: [isRequired, number(), minValue(0, 'resources.plans.notNegative'), whole, someMeal],
  notBefore: [isDate],
  notAfter: [isDate, notBefore('notBefore', 'resources.plans.datesOrder')],
  variants: [variantsRule],
  duration: [isRequired, number(), minValue(1, 'resources.plans.durationAtLeastOne'), whole],
  price: [isRequired, number(), abovePositive],
};
