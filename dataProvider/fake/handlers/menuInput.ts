import { bodySchemas } from '../bodySchemas';
import type { menuItemInputSchema } from '../../contract/schemas/menus';
import type { z } from 'zod';
import type { LocalizedName, MenuChoice, MenuComponent, MenuItem } from '../../types';
import { failOnErrors, parseBody } from '../bodySchema';

export type ItemInput = z.output<typeof menuItemInputSchema>;
type ChoiceInput = NonNullable<ItemInput['variants']>[number];
type ComponentInput = NonNullable<ItemInput['components']>[number];
type NameInput = { en?: string | null; ar?: string | null } | null | undefined;

// A missing name is named by its two languages, as the form marks them.
const NO_NAME = { en: '', ar: '' };

const nameOf = (name: NameInput): LocalizedName => ({ en: name?.en ?? '', ar: name?.ar ?? '' });

export function parseItemInput(request: Request, body: Record<string, unknown>): ItemInput {
  return parseBody(request, bodySchemas().menuItemInputSchema, { name: NO_NAME, ...body });
}

export interface InputContext {
  /** A choice or a component sent without an id gets one made from it. */
  id: string;
  categoryExists: (id: string) => boolean;
  itemName: (id: string) => LocalizedName | undefined;
}

function choicesOf(list: ChoiceInput[] | undefined, prefix: string): MenuChoice[] {
  return (list ?? []).map((choice, i) => ({
    id: choice.id || `${prefix}_${i + 1}`,
    name: nameOf(choice.name),
    price: choice.price ?? 0,
    calories: choice.calories ?? 0,
  }));
}

function componentsOf(
  list: ComponentInput[] | undefined,
  prefix: string,
  nameOfItem: (id: string) => LocalizedName | undefined,
): MenuComponent[] {
  return (list ?? []).map((component, i) => {
    const itemId = component.itemId ?? '';
    return {
      id: component.id || `${prefix}_c${i + 1}`,
      itemId,
      name: nameOfItem(itemId) ?? nameOf(component.name),
      quantity: component.quantity ?? 1,
    };
  });
}

/** What was left out takes the fake's default; `order` stays 0 when not given, and the caller puts a new item last. */
export function itemFrom(request: Request, input: ItemInput, ctx: InputContext): Omit<MenuItem, 'id' | 'foodicsId'> {
  if (!ctx.categoryExists(input.categoryId)) failOnErrors(request, { categoryId: 'fieldRequired' });
  return {
    name: input.name,
    type: input.type,
    categoryId: input.categoryId,
    menuType: input.menuType ?? 'menu',
    price: input.price,
    calories: input.calories ?? 0,
    photos: input.photos ?? [],
    status: input.status ?? 'active',
    order: input.order ?? 0,
    forceSelect: input.forceSelect ?? false,
    branches: (input.branches ?? []).map((id) => id.trim()).filter(Boolean),
    variants: choicesOf(input.variants, `${ctx.id}_v`),
    options: choicesOf(input.options, `${ctx.id}_o`),
    components: componentsOf(input.components, ctx.id, ctx.itemName),
    modifiers: choicesOf(input.modifiers, `${ctx.id}_m`),
  };
}
