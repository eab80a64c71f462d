/** The loyalty programme and its weekly plan (the API spells it `loyality`), and meal subscriptions. */
import { z } from 'zod';
import { isCalendarDay } from '../../fieldRules';
import { isSaturday } from '../../weeks';
import type { CallExamples } from '../examples';
import { callsOf, type AreaContract, type ContractCall } from '../areaContract';
import { activeStatus, count, day, localizedInput, localizedName, text } from './common';
import { problem, type ProblemKey } from './problems';
import { PLAN_DAYS_VALUES, SUBSCRIBER_TYPE_VALUES } from './enums';

export const loyaltyRewardSchema = z
  .object({
    id: z.string(),
    name: localizedName,
    points: z.number().describe('What an item of this category costs, in points.'),
    threshold: z.number().describe('The points a customer needs before this category opens.'),
  })
  .describe('A reward category of the loyalty programme.');

export const loyaltyWeekItemSchema = z
  .object({
    day,
    rewardId: z.string(),
    itemId: z.string(),
    name: localizedName.describe('The menu item’s name.'),
    price: z.number().describe('The menu item’s price, in SAR.'),
    points: z.number().describe('What it costs, in points.'),
  })
  .describe('One cell of a week’s grid: a menu item offered on that day in that category.');

export const loyaltyWeekSchema = z.object({
  startOfWeek: day.describe('The Saturday it starts on.'),
  items: z.array(loyaltyWeekItemSchema),
});

export const loyaltyProgrammeSchema = z
  .object({
    id: z.literal('loyalty'),
    threshold: z.number().describe('Points a customer needs before any reward.'),
    pointsPerSar: z.number().describe('Points earned for each 1 SAR spent.'),
    rewards: z.array(loyaltyRewardSchema),
    weeks: z.array(day).describe('Every planned week’s Saturday, oldest first.'),
    week: loyaltyWeekSchema
      .nullable()
      .describe('The week asked for (`startOfWeek`, else the current one), or null when it is not planned.'),
    filledWeeks: z
      .record(z.string(), z.array(day))
      .describe('Per reward id: the weeks whose grid holds an item in that category.'),
  })
  .describe(
    'The programme and one week of its plan: the answer of GET and POST loyality and of POST loyality/add-week.',
  );

const above0 = (key: ProblemKey) => z.number(problem(key)).positive(problem(key));

const saturday = z
  .string(problem('loyaltyWeekInvalid'))
  .refine(isSaturday, problem('loyaltyWeekInvalid'))
  .describe('A Saturday, YYYY-MM-DD: weeks start on Saturday.');

// The spec names one message for a category short of anything: its names, its points or its threshold.
const rewardName = text('name').min(1, problem('loyaltyRewardsIncomplete'));
const rewardNumber = above0('loyaltyRewardsIncomplete')
  .nullable()
  .pipe(z.number(problem('loyaltyRewardsIncomplete')))
  .describe(
    'Above 0. A category sent without it (null) is refused: “Please fill all points and threshold in all categories”.',
  );

export const loyaltyRewardInputSchema = z.object({
  id: text('name').optional().describe('The category’s id; a new category may leave it out and is given one.'),
  name: z.object({ en: rewardName, ar: rewardName }, problem('localizedInvalid')),
  points: rewardNumber,
  threshold: rewardNumber,
});

const cellInvalid = problem('loyaltyCellInvalid');

export const loyaltyCellInputSchema = z
  .object(
    {
      day: z.string(cellInvalid).refine(isCalendarDay, cellInvalid).describe('A day of its week, YYYY-MM-DD.'),
      rewardId: z.string(cellInvalid).describe('One of the categories sent with it.'),
      itemId: z.string(cellInvalid).describe('A menu item.'),
      points: z.number(cellInvalid).int(cellInvalid).min(0, cellInvalid),
    },
    cellInvalid,
  )
  .describe('One cell: the name and price of a cell the app sends back are not read; they come from the menu.');

export const loyaltyWeekInputSchema = z.object(
  {
    startOfWeek: saturday.describe('A Saturday, YYYY-MM-DD: a week already planned (POST loyality/add-week).'),
    items: z
      .array(loyaltyCellInputSchema, problem('notAList'))
      .describe('Every cell of the week: the week is replaced whole.'),
  },
  problem('loyaltyWeekInvalid'),
);

export const loyaltyInputSchema = z
  .object({
    threshold: above0('loyaltyNumbersInvalid'),
    pointsPerSar: above0('loyaltyNumbersInvalid'),
    rewards: z
      .array(loyaltyRewardInputSchema, problem('notAList'))
      .describe('Every category: one left out is removed.'),
    weeks: z
      .array(loyaltyWeekInputSchema, problem('notAList'))
      .optional()
      .describe('The weeks edited, each sent whole.'),
  })
  .describe(
    'POST loyality. Also refused (400): a cell of a day before today added, changed or emptied (“Can’t insert previous day”), ' +
      'a category removed while a week still holds an item in it (“Item cell in other weeks isn’t empty”), a week not planned yet, ' +
      'and a cell outside its week, of an unknown category or item, or a second item in one cell.',
  );

export const loyaltyWeekAddSchema = z
  .object({ startOfWeek: saturday })
  .describe('POST loyality/add-week: a week not planned yet and not over (also 400).');

export const planVariantSchema = z
  .object({ id: z.string(), durationDays: z.number().int().describe('Days.'), price: z.number().describe('In SAR.') })
  .describe('A length the plan is sold for, at its price.');

export const planMealsSchema = z
  .object({ drinks: count, dishes: count, breakfast: count, lunch: count, dinner: count, salad: count })
  .describe('What each delivery day holds.');

export const planSchema = z
  .object({
    id: z.string(),
    name: localizedName,
    status: activeStatus,
    subscriptionDays: z
      .number()
      .int()
      .describe('Meal days a week, 1 to the days its `days` offer (working 5, weekends 2, all 7).'),
    variants: z.array(planVariantSchema),
    startingDay: z
      .number()
      .int()
      .min(0)
      .max(6)
      .describe('The week day a subscription starts on: 0 Saturday … 6 Friday.'),
    notBefore: day.nullable().describe('Sold from this day, or without a limit.'),
    notAfter: day.nullable().describe('Sold until this day, or without a limit.'),
    allowedFreezeDays: count.describe('Days a subscriber may pause it for, in all.'),
    meals: planMealsSchema,
    days: z.enum(PLAN_DAYS_VALUES).describe('Sunday–Thursday, Friday–Saturday, or every day.'),
  })
  .describe('A meal-subscription plan.');

const variantInvalid = problem('planVariantInvalid');

export const planVariantInputSchema = z.object(
  {
    id: text('name').optional().describe('Kept when given; a new variant is given one.'),
    durationDays: z.number(variantInvalid).int(variantInvalid).min(1, variantInvalid).describe('Days, 1 or more.'),
    price: z.number(variantInvalid).positive(variantInvalid).describe('In SAR, above 0.'),
  },
  variantInvalid,
);

const planVariantsInput = z
  .array(planVariantInputSchema, problem('notAList'))
  .min(1, problem('planVariantsRequired'))
  .refine(
    (variants) => new Set(variants.map((v) => v.durationDays)).size === variants.length,
    problem('planVariantDuplicate'),
  )
  // The form marks the variants as one field: a bad variant is named on the list as well as on its own field.
  .refine(() => false, {
    ...variantInvalid,
    when: ({ issues }) => issues.some((issue) => (issue.path?.length ?? 0) > 0),
  })
  .describe('At least one, no two of the same length.');

// A count left out or cleared (null) is none of that meal.
const mealCount = count.nullish().transform((n) => n ?? 0);

export const planMealsInputSchema = z
  .object(
    {
      drinks: mealCount,
      dishes: mealCount,
      breakfast: mealCount,
      lunch: mealCount,
      dinner: mealCount,
      salad: mealCount,
    },
    problem('planMealsRequired'),
  )
  .refine((m) => m.breakfast + m.lunch + m.dinner + m.salad > 0, problem('planMealsRequired'))
  .describe('At least one breakfast, lunch, dinner or salad a day; a count left out is 0.');

const planDay = z.string(problem('planDateInvalid')).refine(isCalendarDay, problem('planDateInvalid'));

export const planInputSchema = z
  .object({
    name: localizedInput('name', true),
    status: activeStatus.default('active'),
    days: z.enum(PLAN_DAYS_VALUES, problem('planDaysInvalid')),
    subscriptionDays: z
      .number(problem('planSubscriptionDaysInvalid'))
      .int(problem('planSubscriptionDaysInvalid'))
      .min(1, problem('planSubscriptionDaysInvalid'))
      .max(7, problem('planSubscriptionDaysInvalid'))
      .describe('1 to the days its `days` offer: working 5, weekends 2, all 7.'),
    startingDay: z
      .number(problem('planStartingDayInvalid'))
      .int(problem('planStartingDayInvalid'))
      .min(0, problem('planStartingDayInvalid'))
      .max(6, problem('planStartingDayInvalid'))
      .describe('0 Saturday … 6 Friday.'),
    notBefore: planDay.nullable().default(null).describe('YYYY-MM-DD, or null for no limit.'),
    notAfter: planDay.nullable().default(null).describe('YYYY-MM-DD, not before notBefore, or null for no limit.'),
    allowedFreezeDays: count,
    meals: planMealsInputSchema,
    variants: planVariantsInput,
  })
  .describe(
    'POST subscriptions/plans. Also refused (400): more subscription days than its `days` offer, and `notAfter` before `notBefore`.',
  );

export const planReplacementSchema = planInputSchema
  .extend({ status: activeStatus, notBefore: planDay.nullable(), notAfter: planDay.nullable() })
  .partial({ startingDay: true, allowedFreezeDays: true, notBefore: true, notAfter: true })
  .describe(
    'PUT subscriptions/plans/{planId}: the whole plan, as GET answers it (its id and the variants’ ids may come along); ' +
      'a body without one of the required fields is refused, and an optional field left out keeps its value. Checked as on create.',
  );

export const planSettingsSchema = z.object({
  id: z.literal('plan-settings'),
  submitTime: z.string().describe('HH:mm: the time of day by which changes for the next day must be in.'),
  disableFreezeBefore: z.number().describe('Hours before a delivery day after which it can no longer be frozen.'),
  disableEditBefore: z.number().describe('Hours before a delivery day after which its meals can no longer be edited.'),
});

const settingsInvalid = problem('planSettingsInvalid');
const hours = z
  .number(settingsInvalid)
  .int(settingsInvalid)
  .min(0, settingsInvalid)
  .describe('Whole hours, 0 or more.');

export const planSettingsInputSchema = z.object({
  submitTime: z
    .string(settingsInvalid)
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, settingsInvalid)
    .describe('HH:mm, 00:00 to 23:59.'),
  disableFreezeBefore: hours,
  disableEditBefore: hours,
});

export const subscriberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mobile: z.string().describe('+9665…'),
    planId: z.string(),
    planName: localizedName,
    startDate: day.describe('The first day, included.'),
    endDate: day.describe('The last day, included.'),
    branchId: z.string(),
    branchName: localizedName,
    type: z.enum(SUBSCRIBER_TYPE_VALUES),
  })
  .describe('One subscription, with its plan’s and branch’s names for lists and CSV.');

export const subscriberBranchChangeSchema = z
  .object({
    branch: z.string(problem('subscriberBranchInvalid')).trim().min(1, problem('subscriberBranchInvalid')),
  })
  .describe('The branch id it moves to: an active branch, not archived, that offers subscriptions (else 400).');

export const LOYALTY_AND_PLANS_SCHEMAS = {
  LoyaltyReward: loyaltyRewardSchema,
  LoyaltyWeekItem: loyaltyWeekItemSchema,
  LoyaltyWeek: loyaltyWeekSchema,
  LoyaltyProgramme: loyaltyProgrammeSchema,
  LoyaltyInput: loyaltyInputSchema,
  LoyaltyWeekAdd: loyaltyWeekAddSchema,
  Plan: planSchema,
  PlanInput: planInputSchema,
  PlanReplacement: planReplacementSchema,
  PlanSettings: planSettingsSchema,
  PlanSettingsInput: planSettingsInputSchema,
  Subscriber: subscriberSchema,
  SubscriberBranchChange: subscriberBranchChangeSchema,
} as const;

const call = callsOf<typeof LOYALTY_AND_PLANS_SCHEMAS>();

export const LOYALTY_AND_PLANS_CALLS: readonly ContractCall[] = [
  call('POST', 'loyality', 'admin', 'Save the loyalty programme and its categories, and replace each week sent.', {
    body: 'LoyaltyInput',
    record: 'LoyaltyProgramme',
  }),
  call(
    'GET',
    'loyality',
    'admin',
    'The loyalty programme and one week of its plan (startOfWeek, else the current week).',
    {
      record: 'LoyaltyProgramme',
      filters: { startOfWeek: 'A Saturday, YYYY-MM-DD: the week to answer; the current week without it.' },
      refusals: { 400: 'startOfWeek is not a Saturday written YYYY-MM-DD.' },
    },
  ),
  call('POST', 'loyality/add-week', 'admin', 'Add a loyalty week.', {
    creates: 'new',
    body: 'LoyaltyWeekAdd',
    record: 'LoyaltyProgramme',
  }),
  call(
    'GET',
    'subscriptions/admin-plans',
    'admin',
    'Every meal-subscription plan; with active=true, the plans on sale only.',
    {
      answers: 'whole',
      record: 'Plan',
      filters: { active: '`true`: the plans on sale only; `false` or none: every plan.' },
    },
  ),
  call('POST', 'subscriptions/plans', 'admin', 'Create a plan.', { creates: 'new', body: 'PlanInput', record: 'Plan' }),
  call('GET', 'subscriptions/plans/{planId}', 'admin', 'One plan.', { record: 'Plan' }),
  call(
    'PUT',
    'subscriptions/plans/{planId}',
    'admin',
    'Replace a plan (activate and deactivate send it whole with its status).',
    { body: 'PlanReplacement', record: 'Plan', conditional: true },
  ),
  call(
    'GET',
    'subscriptions',
    'admin',
    'Subscribers, paged, searched by name or mobile, filtered by plan, branch, type and the days they are active.',
    {
      answers: 'paged',
      record: 'Subscriber',
      filters: {
        planId: 'A plan id.',
        branchId: 'A branch id.',
        type: '`delivery` or `pickup`.',
        activeFrom: 'A day, YYYY-MM-DD: subscriptions active on or after it.',
        activeTo: 'A day, YYYY-MM-DD: subscriptions active on or before it.',
      },
      refusals: { 400: 'activeFrom or activeTo is not a day written YYYY-MM-DD.' },
    },
  ),
  call('GET', 'subscriptions/plan-settings', 'admin', 'The plans’ shared settings.', { record: 'PlanSettings' }),
  call('POST', 'subscriptions/plan-settings', 'admin', 'Save the plans’ shared settings.', {
    body: 'PlanSettingsInput',
    record: 'PlanSettings',
    conditional: true,
  }),
  call('POST', 'subscriptions/{id}/branch', 'admin', 'Move a subscriber to another branch.', {
    body: 'SubscriberBranchChange',
    record: 'Subscriber',
  }),
];

// The seed's four categories: a save that keeps them all touches no week.
const programme = {
  threshold: 500,
  pointsPerSar: 10,
  rewards: [
    { id: 'rw_drinks', name: { en: 'Drinks', ar: 'المشروبات' }, points: 150, threshold: 300 },
    { id: 'rw_desserts', name: { en: 'Desserts', ar: 'الحلويات' }, points: 250, threshold: 500 },
    { id: 'rw_mains', name: { en: 'Main dishes', ar: 'الأطباق الرئيسية' }, points: 600, threshold: 1000 },
    { id: 'rw_salads', name: { en: 'Salads', ar: 'السلطات' }, points: 300, threshold: 500 },
  ],
} satisfies z.input<typeof loyaltyInputSchema>;

const plan = {
  name: { en: 'Weekend Feast', ar: 'وليمة نهاية الأسبوع' },
  status: 'active',
  days: 'weekends',
  subscriptionDays: 2,
  startingDay: 6,
  notBefore: null,
  notAfter: null,
  allowedFreezeDays: 3,
  meals: { drinks: 1, dishes: 2, breakfast: 0, lunch: 1, dinner: 1, salad: 0 },
  variants: [
    { durationDays: 7, price: 300 },
    { durationDays: 14, price: 550 },
  ],
} satisfies z.input<typeof planInputSchema>;

const planSettings = { submitTime: '18:00', disableFreezeBefore: 12, disableEditBefore: 48 } satisfies z.input<
  typeof planSettingsInputSchema
>;

/**
 * The loyalty examples hold for the fake's clock at 2026-11-26T09:00:00Z; the seed's weeks count from the real day,
 * so no example fills a seeded week's cells, and the week added lies years ahead of any seeded one.
 */
export const LOYALTY_AND_PLANS_EXAMPLES: CallExamples = {
  'POST loyality': {
    body: programme,
    refused: { body: { ...programme, threshold: 0 }, field: 'threshold' },
  },
  'GET loyality': {
    refusals: { 400: { path: 'loyality?startOfWeek=2026-11-26' } },
  },
  'POST loyality/add-week': {
    body: { startOfWeek: '2030-01-05' } satisfies z.input<typeof loyaltyWeekAddSchema>,
    refused: { body: { startOfWeek: '2026-11-26' }, field: 'startOfWeek' },
  },
  'GET subscriptions/admin-plans': {},
  'POST subscriptions/plans': {
    body: plan,
    refused: { body: { ...plan, name: 'Weekend Feast' }, field: 'name' },
  },
  'GET subscriptions/plans/{planId}': { path: 'subscriptions/plans/plan_002' },
  'PUT subscriptions/plans/{planId}': {
    path: 'subscriptions/plans/plan_002',
    body: { ...plan, name: { en: 'Lean Lunch', ar: 'غداء خفيف' } } satisfies z.input<typeof planReplacementSchema>,
    refused: { body: { ...plan, variants: [] }, field: 'variants' },
  },
  'GET subscriptions': {
    refusals: { 400: { path: 'subscriptions?activeFrom=2025-02-30' } },
  },
  'GET subscriptions/plan-settings': {},
  'POST subscriptions/plan-settings': {
    body: planSettings,
    refused: { body: { ...planSettings, submitTime: '24:00' }, field: 'submitTime' },
  },
  'POST subscriptions/{id}/branch': {
    path: 'subscriptions/sub_00001/branch',
    body: { branch: 'br_0003' } satisfies z.input<typeof subscriberBranchChangeSchema>,
    // Olaya is closed and offers no subscriptions.
    refused: { body: { branch: 'br_0001' }, field: 'branch' },
  },
};

export const contract: AreaContract = {
  schemas: LOYALTY_AND_PLANS_SCHEMAS,
  calls: LOYALTY_AND_PLANS_CALLS,
  examples: LOYALTY_AND_PLANS_EXAMPLES,
  versioned: ['Plan', 'PlanSettings'] satisfies (keyof typeof LOYALTY_AND_PLANS_SCHEMAS)[],
};
