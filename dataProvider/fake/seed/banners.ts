/** Three dozen banners, some expired or to come, linking nowhere, to a page, an item or a category. */
import type { Banner, BannerLinkType } from '../../types';
import { defineCollection } from '../db';
import { DAY_MS, seedDay, seedNow, withComingWeek } from './common';
import { BIDI_OVERRIDE, FORMULA_HYPERLINK, JS_URL, XSS_SCRIPT, withHostile } from './hostile';

const NAMES = [
  'Breakfast all day',
  'Family feast',
  'Weekend brunch',
  'Fresh juices',
  'New shawarma',
  'Ramadan iftar',
  'Healthy bowls',
  'Kids menu',
  'Late-night bites',
  'Coffee & dates',
  'Grill season',
  'Salad week',
];
const LINK_TYPES: readonly BannerLinkType[] = ['none', 'url', 'product', 'category'];
const BANNER_COUNT = 36;

function seedBanners(): Banner[] {
  const rows = Array.from({ length: BANNER_COUNT }, (_, index): Banner => {
    const n = index + 1;
    const linkType = LINK_TYPES[index % LINK_TYPES.length];
    const start = ((index * 17) % 90) - 60;
    return {
      id: `bnr_${String(n).padStart(3, '0')}`,
      name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${Math.floor(index / NAMES.length) + 1}` : ''}`,
      // Seeded out of order, so the list's ordering by priority is seen to work.
      priority: ((index * 7) % BANNER_COUNT) + 1,
      validFrom: seedDay(start),
      validTo: seedDay(start + 30 + (index % 5) * 15),
      linkType,
      link: linkType === 'url' ? `https://example.com/offers/${n}` : null,
      productId: linkType === 'product' ? `it_${String((index % 40) + 1).padStart(4, '0')}` : null,
      categoryId: linkType === 'category' ? `cat_${String((index % 10) + 1).padStart(2, '0')}` : null,
      image: `/api/v1/media/drawing/banner-${n}.svg`,
      status: n % 6 === 0 ? 'inactive' : 'active',
      createdAt: new Date(seedNow() - (BANNER_COUNT - index) * DAY_MS).toISOString(),
    };
  });
  const dated = withComingWeek(
    rows,
    (banner) => banner.status === 'active',
    (banner, { from, to }) => ({ ...banner, validFrom: seedDay(from), validTo: seedDay(to) }),
  );
  // Hostile text (seed/hostile.ts) on priorities 2, 3 and 4. bnr_032 (priority 2) keeps a script URL as
  // its link, as an older server might hold: shown as text, and refused when the form is saved.
  return withHostile(dated, {
    31: (banner) => ({
      ...banner,
      name: BIDI_OVERRIDE,
      linkType: 'url',
      link: JS_URL,
      productId: null,
      categoryId: null,
    }),
    26: (banner) => ({ ...banner, name: XSS_SCRIPT }),
    21: (banner) => ({ ...banner, name: FORMULA_HYPERLINK }),
  });
}

export const banners = defineCollection<Banner>('banners', (banner) => banner.id, seedBanners);
