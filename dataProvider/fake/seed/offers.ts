/** Offers (36): each type, running, past and to come, on a few menu items each. */
import type { LocalizedName, Offer, OfferType } from '../../types';
import { OFFER_TYPES } from '../../types';
import { defineCollection } from '../db';
import { madeBeforeStart, seedDay, withComingWeek } from './common';
import { faker } from './faker';
import {
  BIDI_ISOLATES,
  BIDI_OVERRIDE,
  FORMULA_HYPERLINK,
  FORMULA_MINUS,
  JS_URL,
  XSS_IMG,
  XSS_SCRIPT,
  withHostileNewest,
} from './hostile';

export const OFFER_COUNT = 36;
const LATEST_START = 45;

const THEMES: readonly [LocalizedName, LocalizedName][] = [
  [
    { en: 'Ramadan nights', ar: 'ليالي رمضان' },
    { en: 'Ramadan', ar: 'رمضان' },
  ],
  [
    { en: 'Weekend feast', ar: 'وليمة نهاية الأسبوع' },
    { en: 'Weekend', ar: 'نهاية الأسبوع' },
  ],
  [
    { en: 'Lunch break', ar: 'استراحة الغداء' },
    { en: 'Lunch', ar: 'غداء' },
  ],
  [
    { en: 'Family box', ar: 'صندوق العائلة' },
    { en: 'Family', ar: 'عائلي' },
  ],
  [
    { en: 'National Day', ar: 'اليوم الوطني' },
    { en: 'National Day', ar: 'اليوم الوطني' },
  ],
  [
    { en: 'New on the menu', ar: 'جديد في القائمة' },
    { en: 'New', ar: 'جديد' },
  ],
  [
    { en: 'Healthy start', ar: 'بداية صحية' },
    { en: 'Healthy', ar: 'صحي' },
  ],
  [
    { en: 'Late night cravings', ar: 'جوع آخر الليل' },
    { en: 'Night', ar: 'ليلي' },
  ],
  [
    { en: 'Sweet Friday', ar: 'جمعة حلوة' },
    { en: 'Friday', ar: 'الجمعة' },
  ],
];

const DESCRIPTIONS: Record<OfferType, (value: number) => LocalizedName> = {
  percentage: (v) => ({ en: `${v}% off the chosen items`, ar: `خصم ${v}% على الأصناف المختارة` }),
  fixedValue: (v) => ({ en: `${v} SAR off each chosen item`, ar: `خصم ${v} ريال على كل صنف مختار` }),
  specificPrice: (v) => ({ en: `The chosen items for ${v} SAR`, ar: `الأصناف المختارة بسعر ${v} ريال` }),
  buyXGetY: (v) => ({ en: `Buy ${v}, get one free`, ar: `اشترِ ${v} واحصل على واحد مجاناً` }),
};

function seedOffers(): Offer[] {
  faker.seed(6606);
  const rows = Array.from({ length: OFFER_COUNT }, (_, index): Offer => {
    const type = OFFER_TYPES[index % OFFER_TYPES.length];
    const [name, tag] = THEMES[index % THEMES.length];
    const start = faker.number.int({ min: -90, max: LATEST_START });
    const discount =
      type === 'percentage'
        ? faker.helpers.arrayElement([10, 15, 20, 25, 30, 40])
        : type === 'buyXGetY'
          ? null
          : faker.number.int({ min: 5, max: 40 });
    const buyQuantity = type === 'buyXGetY' ? faker.number.int({ min: 1, max: 3 }) : null;
    return {
      id: `off_${String(index + 1).padStart(3, '0')}`,
      type,
      tag,
      name: {
        en: `${name.en} ${Math.floor(index / THEMES.length) + 1}`,
        ar: `${name.ar} ${Math.floor(index / THEMES.length) + 1}`,
      },
      description: DESCRIPTIONS[type](discount ?? buyQuantity ?? 1),
      discount,
      buyQuantity,
      getQuantity: type === 'buyXGetY' ? 1 : null,
      validFrom: seedDay(start),
      validTo: seedDay(start + faker.number.int({ min: 7, max: 60 })),
      branches: faker.datatype.boolean({ probability: 0.6 })
        ? []
        : faker.helpers
            .arrayElements([1, 2, 3, 4, 5, 6, 7, 8], { min: 1, max: 4 })
            .map((n) => `br_${String(n).padStart(4, '0')}`),
      items: faker.helpers
        .arrayElements(
          Array.from({ length: 384 }, (_, i) => i + 1),
          { min: 1, max: 5 },
        )
        .map((n) => `it_${String(n).padStart(4, '0')}`),
      image: index % 3 === 0 ? null : `/api/v1/media/drawing/offer_${index + 1}.svg`,
      status: index % 5 === 4 ? 'inactive' : 'active',
      createdAt: new Date(madeBeforeStart(start, 7, LATEST_START)).toISOString(),
    };
  });
  const dated = withComingWeek(
    rows,
    (offer) => offer.status === 'active',
    (offer, { from, to }) => ({
      ...offer,
      validFrom: seedDay(from),
      validTo: seedDay(to),
      createdAt: new Date(madeBeforeStart(from, 7, LATEST_START)).toISOString(),
    }),
  );
  // Hostile text on the second and third offers of the list (latest start first).
  return withHostileNewest(dated, (offer) => offer.validFrom, [
    (offer) => ({
      ...offer,
      name: { en: `${XSS_SCRIPT} offer`, ar: `${BIDI_OVERRIDE} عرض` },
      description: { en: `${XSS_IMG} ${JS_URL}`, ar: XSS_IMG },
      tag: { en: XSS_IMG, ar: BIDI_ISOLATES },
    }),
    (offer) => ({
      ...offer,
      name: { en: FORMULA_HYPERLINK, ar: FORMULA_MINUS },
      description: { en: BIDI_ISOLATES, ar: XSS_SCRIPT },
    }),
  ]);
}

export const offers = defineCollection<Offer>('offers', (offer) => offer.id, seedOffers);
