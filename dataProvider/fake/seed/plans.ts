/** Meal-subscription plans (about 10). Fixed names: customers recognise plans by them. */
import type { Plan } from '../../types';
import { defineCollection } from '../db';

const PLANS: readonly [string, string][] = [
  ['Keto Classic', 'كيتو كلاسيك'],
  ['Lean Lunch', 'غداء خفيف'],
  ['Family Dinner', 'عشاء العائلة'],
  ['Protein Plus', 'بروتين بلس'],
  ['Vegetarian Week', 'أسبوع نباتي'],
  ['Office Breakfast', 'فطور المكتب'],
  ['Balanced Three Meals', 'ثلاث وجبات متوازنة'],
  ['Salad Lovers', 'محبو السلطة'],
  ['Ramadan Iftar', 'إفطار رمضان'],
  ['Athlete Bulk', 'تضخيم الرياضيين'],
];

function seedPlans(): Plan[] {
  return PLANS.map(([en, ar], index) => ({
    id: `plan_${String(index + 1).padStart(3, '0')}`,
    name: { en, ar },
    // Two retired plans, so "active only" lists have something to leave out.
    status: index === 8 || index === 9 ? 'inactive' : 'active',
  }));
}

export const plans = defineCollection<Plan>('plans', (plan) => plan.id, seedPlans);
