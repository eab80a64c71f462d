import type { PromoCode } from '@/dataProvider/types';
import { formatMoney } from '@/src/format/values';
import i18n from '@/i18n/instance';

/** The discount in words: "20%", "SAR 15.00", "SAR 9.00 price", or "" for free delivery. */
export function discountText(promo: Pick<PromoCode, 'discountType' | 'discount'>, language: string): string {
  if (promo.discountType === null || promo.discount === null) return '';
  if (promo.discountType === 'percentage') return `${promo.discount}%`;
  const money = formatMoney(promo.discount, language);
  return promo.discountType === 'specificPrice'
    ? `${i18n.t('resources.promoCodes.discountTypes.specificPrice', { lng: language })}: ${money}`
    : money;
}
