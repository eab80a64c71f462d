/** Meal-subscription plans (about 10) and the plan settings. Fixed names: customers recognise plans by them. */
import type { Plan, PlanDays, PlanSettings } from '../../types';
import { defineCollection } from '../db';

interface PlanShape {
  name: [string, string];
  days: PlanDays;
  subscriptionDays: number;
  meals: [number, number, number, number];
  /** Price of one day in SAR; variants of 7, 14 and 28 days get cheaper by the day. */
  dayPrice: number;
}

const PLANS: readonly PlanShape[] = [
  { name: ['Keto Classic', 'كيتو كلاسيك'], days: 'working', subscriptionDays: 5, meals: [1, 1, 1, 0], dayPrice: 95 },
  { name: ['Lean Lunch', 'غداء خفيف'], days: 'working', subscriptionDays: 5, meals: [0, 1, 0, 1], dayPrice: 45 },
  { name: ['Family Dinner', 'عشاء العائلة'], days: 'all', subscriptionDays: 7, meals: [0, 0, 4, 1], dayPrice: 180 },
  { name: ['Protein Plus', 'بروتين بلس'], days: 'all', subscriptionDays: 6, meals: [1, 1, 1, 0], dayPrice: 110 },
  { name: ['Vegetarian Week', 'أسبوع نباتي'], days: 'all', subscriptionDays: 7, meals: [1, 1, 0, 1], dayPrice: 75 },
  {
    name: ['Office Breakfast', 'فطور المكتب'],
    days: 'working',
    subscriptionDays: 5,
    meals: [1, 0, 0, 0],
    dayPrice: 30,
  },
  {
    name: ['Balanced Three Meals', 'ثلاث وجبات متوازنة'],
    days: 'all',
    subscriptionDays: 7,
    meals: [1, 1, 1, 0],
    dayPrice: 99,
  },
  { name: ['Salad Lovers', 'محبو السلطة'], days: 'working', subscriptionDays: 4, meals: [0, 0, 0, 2], dayPrice: 40 },
  { name: ['Ramadan Iftar', 'إفطار رمضان'], days: 'all', subscriptionDays: 7, meals: [0, 0, 1, 1], dayPrice: 70 },
  {
    name: ['Athlete Bulk', 'تضخيم الرياضيين'],
    days: 'weekends',
    subscriptionDays: 2,
    meals: [2, 2, 2, 0],
    dayPrice: 150,
  },
];

const LENGTHS = [7, 14, 28];

function seedPlans(): Plan[] {
  return PLANS.map((shape, index) => {
    const id = `plan_${String(index + 1).padStart(3, '0')}`;
    const [breakfast, lunch, dinner, salad] = shape.meals;
    return {
      id,
      name: { en: shape.name[0], ar: shape.name[1] },
      // Two retired plans, so "active only" lists have something to leave out.
      status: index === 8 || index === 9 ? 'inactive' : 'active',
      subscriptionDays: shape.subscriptionDays,
      variants: LENGTHS.slice(0, index % 3 === 2 ? 2 : 3).map((durationDays, v) => ({
        id: `${id}_v${v + 1}`,
        durationDays,
        // Longer periods cost less per day: 0 %, 5 % and 10 % off.
        price: Math.round(shape.dayPrice * durationDays * (1 - v * 0.05)),
      })),
      startingDay: shape.days === 'weekends' ? 6 : 1,
      notBefore: index === 8 ? '2026-02-18' : null,
      notAfter: index === 8 ? '2026-03-19' : null,
      allowedFreezeDays: index % 2 === 0 ? 7 : 3,
      meals: {
        drinks: index % 3 === 0 ? 1 : 0,
        dishes: breakfast + lunch + dinner + salad,
        breakfast,
        lunch,
        dinner,
        salad,
      },
      days: shape.days,
    };
  });
}

export const plans = defineCollection<Plan>('plans', (plan) => plan.id, seedPlans);

export const planSettings = defineCollection<PlanSettings>(
  'planSettings',
  (s) => s.id,
  () => [{ id: 'plan-settings', submitTime: '20:00', disableFreezeBefore: 24, disableEditBefore: 48 }],
);
