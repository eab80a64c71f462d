/** Reads and checks a menu item body (POST menu/create-item, PUT menu/item/{id}). */
import type { MenuChoice, MenuComponent, MenuItemInput, LocalizedName } from '../../types';
import { MENU_ITEM_TYPES, MENU_TYPES } from '../../types';
import { failFields } from '../http';
import type { MessageKey } from '../messages';
import {
  booleanProblem, idListProblem, isPlainObject, listProblem, localizedProblems, nonNegativeProblem, note, noteAll, textProblem, wholeNumberProblem,
  type FieldErrors,
} from '../fields';
import { isSameOriginPath, isWebAddress } from '../../../src/safeUrl';

type Body = Record<string, unknown>;

const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const number = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const nameOf = (v: unknown): LocalizedName => (isObject(v) ? { en: text(v.en), ar: text(v.ar) } : { en: '', ar: '' });
const list = (v: unknown): Body[] => (Array.isArray(v) ? v.filter(isObject) : []);

function choicesOf(v: unknown, prefix: string): MenuChoice[] {
  return list(v).map((c, i) => ({
    id: text(c.id) || `${prefix}_${i + 1}`,
    name: nameOf(c.name),
    price: number(c.price),
    calories: number(c.calories),
  }));
}

function componentsOf(v: unknown, prefix: string, nameOfItem: (id: string) => LocalizedName | undefined): MenuComponent[] {
  return list(v).map((c, i) => {
    const itemId = text(c.itemId);
    return { id: text(c.id) || `${prefix}_c${i + 1}`, itemId, name: nameOfItem(itemId) ?? nameOf(c.name), quantity: Math.max(1, number(c.quantity, 1)) };
  });
}

/** What the body holds that no server would store: wrong types, negative or endless numbers, over-long text. */
function bodyProblems(body: Body): FieldErrors {
  const errors: FieldErrors = {};
  noteAll(errors, localizedProblems('name', body.name, 'name'));
  for (const field of ['type', 'categoryId', 'menuType'] as const) note(errors, field, textProblem(body[field], 'name'));
  if (body.status !== undefined && body.status !== 'active' && body.status !== 'inactive') errors.status = 'statusInvalid';
  note(errors, 'price', nonNegativeProblem(body.price));
  note(errors, 'calories', nonNegativeProblem(body.calories));
  note(errors, 'order', wholeNumberProblem(body.order));
  note(errors, 'forceSelect', booleanProblem(body.forceSelect));
  note(errors, 'branches', idListProblem(body.branches));
  note(errors, 'photos', idListProblem(body.photos));
  if (Array.isArray(body.photos)) body.photos.forEach((photo, i) => note(errors, `photos.${i}`, textProblem(photo, 'link')));
  for (const group of ['variants', 'options', 'modifiers', 'components'] as const) {
    const value = body[group];
    note(errors, group, listProblem(value));
    if (!Array.isArray(value)) continue;
    value.forEach((row: unknown, i) => {
      const at = `${group}.${i}`;
      if (!isPlainObject(row)) return note(errors, at, 'localizedInvalid');
      noteAll(errors, localizedProblems(`${at}.name`, row.name, 'name'));
      if (group === 'components') {
        note(errors, `${at}.itemId`, textProblem(row.itemId, 'name'));
        if (row.quantity !== undefined && row.quantity !== null && !(Number.isInteger(row.quantity) && (row.quantity as number) >= 1)) {
          errors[`${at}.quantity`] = 'wholeNumberRequired';
        }
      } else {
        note(errors, `${at}.price`, nonNegativeProblem(row.price));
        note(errors, `${at}.calories`, nonNegativeProblem(row.calories));
      }
    });
  }
  return errors;
}

export interface InputContext {
  id: string;
  categoryExists: (id: string) => boolean;
  itemName: (id: string) => LocalizedName | undefined;
  current?: MenuItemInput;
}

/** A full item from the body; a PUT may send only some fields, the rest are kept from `current`. */
export function readItemInput(request: Request, body: Body, ctx: InputContext): MenuItemInput {
  const has = (key: string) => body[key] !== undefined;
  const base = ctx.current;
  const item: MenuItemInput = {
    name: has('name') || !base ? nameOf(body.name) : base.name,
    type: has('type') || !base ? (text(body.type) as MenuItemInput['type']) : base.type,
    categoryId: has('categoryId') || !base ? text(body.categoryId) : base.categoryId,
    menuType: has('menuType') || !base ? ((text(body.menuType) || 'menu') as MenuItemInput['menuType']) : base.menuType,
    price: has('price') || !base ? number(body.price, -1) : base.price,
    calories: has('calories') || !base ? number(body.calories) : base.calories,
    photos: has('photos') || !base ? (Array.isArray(body.photos) ? body.photos.map(text).filter(Boolean) : []) : base.photos,
    status: has('status') || !base ? (text(body.status) === 'inactive' ? 'inactive' : 'active') : base.status,
    order: has('order') || !base ? number(body.order, 0) : base.order,
    forceSelect: has('forceSelect') || !base ? body.forceSelect === true : base.forceSelect,
    branches: has('branches') || !base ? (Array.isArray(body.branches) ? body.branches.map(text).filter(Boolean) : []) : base.branches,
    variants: has('variants') || !base ? choicesOf(body.variants, `${ctx.id}_v`) : base.variants,
    options: has('options') || !base ? choicesOf(body.options, `${ctx.id}_o`) : base.options,
    components: has('components') || !base ? componentsOf(body.components, ctx.id, ctx.itemName) : base.components,
    modifiers: has('modifiers') || !base ? choicesOf(body.modifiers, `${ctx.id}_m`) : base.modifiers,
  };
  const errors: Record<string, MessageKey> = bodyProblems(body) as Record<string, MessageKey>;
  if (!item.name.en) errors['name.en'] ??= 'fieldRequired';
  if (!item.name.ar) errors['name.ar'] ??= 'fieldRequired';
  if (!MENU_ITEM_TYPES.includes(item.type)) errors.type ??= 'fieldRequired';
  if (!MENU_TYPES.includes(item.menuType)) errors.menuType ??= 'fieldRequired';
  if (!ctx.categoryExists(item.categoryId)) errors.categoryId ??= 'fieldRequired';
  if (item.price < 0) errors.price ??= 'fieldRequired';
  // Photos are uploads (paths here) or web addresses: never javascript:, data: and the like.
  if (item.photos.some((photo) => !isWebAddress(photo) && !isSameOriginPath(photo))) errors.photos ??= 'imageUrlInvalid';
  if (Object.keys(errors).length > 0) failFields(request, errors);
  return item;
}
