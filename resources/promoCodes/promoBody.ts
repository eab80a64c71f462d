import type { PromoCode } from '@/dataProvider/types';
import { usesDiscount, usesItems, usesPlans } from './choices';

/** What the form holds: the record plus the "unlimited per user" switch. */
export type PromoFormValues = Partial<PromoCode> & { unlimitedPerUser?: boolean };

const orNull = (value: unknown): number | null =>
  value === undefined || value === null || value === '' ? null : Number(value);

/** Fields the chosen type does not use are cleared: an admin may have filled them before changing the type. */
export function toPromoBody(values: PromoFormValues): Partial<PromoCode> {
  const { unlimitedPerUser, ...data } = values;
  const discounted = usesDiscount(data.type);
  const discountType = discounted ? (data.discountType ?? null) : null;
  return {
    ...data,
    code: String(data.code ?? '')
      .trim()
      .toUpperCase(),
    name: String(data.name ?? '').trim(),
    tag: String(data.tag ?? '').trim(),
    discountType,
    discount: discounted ? orNull(data.discount) : null,
    maxAmount: discountType === 'percentage' ? orNull(data.maxAmount) : null,
    minCartValue: orNull(data.minCartValue),
    totalRedemptions: Number(data.totalRedemptions),
    redemptionsPerUser: unlimitedPerUser ? null : orNull(data.redemptionsPerUser),
    branches: data.branches ?? [],
    items: usesItems(data.type) ? (data.items ?? []) : [],
    plans: usesPlans(data.type) ? (data.plans ?? []) : [],
  };
}
