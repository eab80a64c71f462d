import type { Offer } from '@/dataProvider/types';

const orNull = (value: unknown): number | null =>
  value === undefined || value === null || value === '' ? null : Number(value);
const trimmed = (name: Partial<Offer['name']> | undefined) => ({
  en: String(name?.en ?? '').trim(),
  ar: String(name?.ar ?? '').trim(),
});

/** The body the API takes: the discount or the buy/get quantities, as the type uses; no empty image. */
export function toOfferBody(values: Partial<Offer>): Partial<Offer> {
  const buyXGetY = values.type === 'buyXGetY';
  const image = String(values.image ?? '').trim();
  return {
    ...values,
    name: trimmed(values.name),
    description: trimmed(values.description),
    tag: trimmed(values.tag),
    discount: buyXGetY ? null : orNull(values.discount),
    buyQuantity: buyXGetY ? orNull(values.buyQuantity) : null,
    getQuantity: buyXGetY ? orNull(values.getQuantity) : null,
    branches: values.branches ?? [],
    items: values.items ?? [],
    image: image === '' ? null : image,
  };
}
