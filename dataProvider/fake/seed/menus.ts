// 25 categories of 16 items (at scale 10, 160 each and 640 in the first, as a chain's one long category), of all three
// types; the last is the subscription menu. Branch overrides start empty: every item at its price.
import { faker } from './faker';
import type { MenuCategory, MenuChoice, MenuComponent, MenuItem, MenuItemType } from '../../types';
import { defineCollection } from '../db';
import { seedScale } from '../scale';
import { CATEGORY_WORDS, EXTRAS, FLAVOURS, SIZES, STYLES, named } from './menuWords';
import { BIDI_OVERRIDE, FORMULA_AT, FORMULA_HYPERLINK, RLO, XSS_IMG, XSS_SCRIPT, withHostile } from './hostile';

export const ITEMS_PER_CATEGORY = 16;

function itemsIn(c: number): number {
  const scale = seedScale();
  return ITEMS_PER_CATEGORY * scale * (scale > 1 && c === 0 ? 4 : 1);
}

const categoryId = (index: number) => `cat_${String(index + 1).padStart(2, '0')}`;
const itemId = (n: number) => `it_${String(n).padStart(4, '0')}`;

function seedCategories(): MenuCategory[] {
  const categories = CATEGORY_WORDS.map((words, index): MenuCategory => ({
    id: categoryId(index),
    name: words.name[0],
    nameAr: words.name[1],
    // Two categories are switched off, as a curated menu has seasonal ones.
    status: index === 13 || index === 19 ? 'inactive' : 'active',
    order: index + 1,
    icon: words.icon,
  }));
  return withHostile(categories, {
    6: (category) => ({
      ...category,
      name: `${category.name} ${XSS_SCRIPT}`,
      nameAr: `${category.nameAr} ${RLO}${XSS_IMG}`,
    }),
  });
}

const money = (min: number, max: number) => faker.number.int({ min: min * 2, max: max * 2 }) / 2;

function choices(prefix: string, words: [string, string][], priced: boolean): MenuChoice[] {
  return words.map((pair, i) => ({
    id: `${prefix}_${i + 1}`,
    name: named(pair),
    price: priced && i > 0 ? i * 3 : 0,
    calories: faker.number.int({ min: 0, max: 150 }),
  }));
}

function typeOf(categoryIndex: number, position: number): MenuItemType {
  if (CATEGORY_WORDS[categoryIndex].name[0] === 'Combos') return 'combo';
  if (position % 8 === 7) return 'combo';
  if (position % 5 === 4) return 'multi';
  return 'single';
}

function seedItems(): MenuItem[] {
  faker.seed(4404);
  const items: MenuItem[] = [];
  const singles: MenuItem[] = [];
  CATEGORY_WORDS.forEach((words, c) => {
    for (let p = 0; p < itemsIn(c); p++) {
      const id = itemId(items.length + 1);
      const dish = words.dishes[p % words.dishes.length];
      const kinds = words.dishes.length * STYLES.length;
      const style = STYLES[Math.floor(p / words.dishes.length) % STYLES.length];
      // Past every style of every dish (only at scale), a number keeps the names apart.
      const round = p >= kinds ? ` ${Math.floor(p / kinds) + 1}` : '';
      const type = typeOf(c, p);
      const earlier = singles.slice(-6);
      const components: MenuComponent[] =
        type === 'combo' && earlier.length >= 2
          ? faker.helpers.arrayElements(earlier, { min: 2, max: 3 }).map((part, i) => ({
              id: `${id}_c${i + 1}`,
              itemId: part.id,
              name: part.name,
              quantity: faker.number.int({ min: 1, max: 2 }),
            }))
          : [];
      const item: MenuItem = {
        id,
        foodicsId: faker.string.uuid(),
        name: { en: `${style[0]} ${dish[0]}${round}`, ar: `${dish[1]} ${style[1]}${round}` },
        type,
        categoryId: categoryId(c),
        menuType: c === CATEGORY_WORDS.length - 1 ? 'subscription' : 'menu',
        price: type === 'combo' ? money(35, 120) : money(6, 65),
        calories: faker.number.int({ min: 40, max: 1400 }),
        // A third have no photo, so the placeholder is seen; the rest use the fake's drawn photo.
        photos: p % 3 === 2 ? [] : [`/api/v1/media/drawing/${id}.svg`],
        status: faker.datatype.boolean({ probability: 0.9 }) ? 'active' : 'inactive',
        order: p + 1,
        forceSelect: type === 'multi',
        branches: [],
        variants: type === 'single' && p % 2 === 0 ? choices(`${id}_v`, SIZES, true) : [],
        options: type === 'multi' ? choices(`${id}_o`, FLAVOURS, false) : [],
        components,
        modifiers: type !== 'combo' && p % 3 === 0 ? choices(`${id}_m`, EXTRAS.slice(0, 3), true) : [],
      };
      items.push(item);
      if (type === 'single') singles.push(item);
    }
  });
  return withHostile(items, {
    5: (item) => ({ ...item, name: { en: `${XSS_IMG} ${item.name.en}`, ar: `${BIDI_OVERRIDE} ${item.name.ar}` } }),
    8: (item) => ({ ...item, name: { en: FORMULA_HYPERLINK, ar: `${FORMULA_AT} ${XSS_SCRIPT}` } }),
  });
}

export interface BranchOverride {
  branchId: string;
  itemId: string;
  available: boolean;
  price: number | null;
}

export const menuCategories = defineCollection<MenuCategory>('menuCategories', (c) => c.id, seedCategories);
export const menuItems = defineCollection<MenuItem>('menuItems', (i) => i.id, seedItems);
export const menuBranchOverrides = defineCollection<BranchOverride>(
  'menuBranchOverrides',
  (o) => `${o.branchId}:${o.itemId}`,
  () => [],
);
