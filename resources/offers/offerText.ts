import type { Offer } from '@/dataProvider/types';
import { formatMoney } from '@/src/format/values';
import i18n from '@/i18n/instance';

/** What the offer takes off, in words: "20%", "SAR 10.00", "Buy 2, get 1 free". */
export function offerDiscountText(offer: Offer, language: string): string {
  if (offer.type === 'buyXGetY')
    return i18n.t('resources.offers.buyGet', { buy: offer.buyQuantity, get: offer.getQuantity, lng: language });
  if (offer.discount === null) return '';
  if (offer.type === 'percentage') return `${offer.discount}%`;
  const money = formatMoney(offer.discount, language);
  return offer.type === 'specificPrice'
    ? `${i18n.t('resources.offers.types.specificPrice', { lng: language })}: ${money}`
    : money;
}
