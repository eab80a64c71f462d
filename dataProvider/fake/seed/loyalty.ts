// Four reward categories and five planned weeks from three before the seed's: the demo opens on a planned week with
// past days to be refused, and next week is still to be filled. The same items fill the same cells whatever the day.
import type { LoyaltyProgramme, LoyaltyWeek, LoyaltyWeekItem, MenuItem } from '../../types';
import { defineCollection, seedOf } from '../db';
import { addWeeks, localDay, startOfWeek, weekDays } from '../../weeks';
import { menuItems } from './menus';
import { BIDI_OVERRIDE, XSS_IMG, XSS_SCRIPT, hostileSeed } from './hostile';
import { seedNow } from './common';

export type LoyaltySettingsRow = Pick<LoyaltyProgramme, 'id' | 'threshold' | 'pointsPerSar' | 'rewards'>;

const rewards = (): LoyaltySettingsRow['rewards'] => [
  { id: 'rw_drinks', name: { en: 'Drinks', ar: 'المشروبات' }, points: 150, threshold: 300 },
  { id: 'rw_desserts', name: { en: 'Desserts', ar: 'الحلويات' }, points: 250, threshold: 500 },
  { id: 'rw_mains', name: { en: 'Main dishes', ar: 'الأطباق الرئيسية' }, points: 600, threshold: 1000 },
  {
    id: 'rw_salads',
    name: hostileSeed() ? { en: `Salads ${XSS_IMG}`, ar: `السلطات ${BIDI_OVERRIDE}` } : { en: 'Salads', ar: 'السلطات' },
    points: 300,
    threshold: 500,
  },
];

export const firstSeededWeek = (today = localDay(new Date(seedNow()))) => addWeeks(startOfWeek(today), -3);
export const SEEDED_WEEKS = 5;
const NEXT_WEEK = 4;
export const POINTS_PER_SAR = 10;

export const pointsFor = (price: number, pointsPerSar: number) => Math.round(price * pointsPerSar);

function seedWeeks(): LoyaltyWeek[] {
  const items: MenuItem[] = seedOf(menuItems).filter((item) => item.status === 'active' && item.type === 'single');
  let n = 0;
  return Array.from({ length: SEEDED_WEEKS }, (_, w) => {
    const start = addWeeks(firstSeededWeek(), w);
    const cells: LoyaltyWeekItem[] = [];
    weekDays(start).forEach((day, d) => {
      rewards().forEach((reward, r) => {
        // Most cells filled; a few left empty, as a plan in progress has.
        if ((d + r + w) % 5 === 4) return;
        const item = items[(n += 7) % items.length];
        // With the hostile switch, the current week's first cell shows a hostile name, as an old copy of an item's.
        const name =
          hostileSeed() && w === 3 && cells.length === 0
            ? { en: XSS_SCRIPT, ar: `${BIDI_OVERRIDE} ${XSS_SCRIPT}` }
            : item.name;
        cells.push({
          day,
          rewardId: reward.id,
          itemId: item.id,
          name,
          price: item.price,
          points: pointsFor(item.price, POINTS_PER_SAR),
        });
      });
    });
    // The coming week is planned but not filled yet: the admin's week ahead has work in it.
    return { startOfWeek: start, items: w === NEXT_WEEK ? [] : cells };
  });
}

export const loyaltySettings = defineCollection<LoyaltySettingsRow>(
  'loyaltySettings',
  (row) => row.id,
  () => [{ id: 'loyalty', threshold: 500, pointsPerSar: POINTS_PER_SAR, rewards: rewards() }],
);
export const loyaltyWeeks = defineCollection<LoyaltyWeek>('loyaltyWeeks', (week) => week.startOfWeek, seedWeeks);
