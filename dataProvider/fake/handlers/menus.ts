import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { MenuItem, MenuOptionGroup } from '../../types';
import { MENU_OPTION_GROUPS } from '../../types';
import { parseBody } from '../bodySchema';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, type FakeContext } from '../http';
import { randomId } from '../secrets';
import { menuCategories, menuItems } from '../seed/menus';
import { recordAnswer, requireCurrent } from '../versions';
import { itemFrom, parseItemInput } from './menuInput';

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function reordered<T extends { id: string }>(request: Request, rows: readonly T[], ids: string[]): T[] {
  if (
    !sameSet(
      ids,
      rows.map((r) => r.id),
    )
  )
    fail(request, 400, 'menuSortInvalid');
  return ids.map((id) => rows.find((r) => r.id === id) as T);
}

export default function menusHandlers(ctx: FakeContext): RequestHandler[] {
  const items = () => ctx.db.table(menuItems);
  const categories = () => ctx.db.table(menuCategories);
  const itemOr404 = (request: Request, id: string): MenuItem =>
    items().get(id) ?? fail(request, 404, 'menuItemNotFound');
  const inputContext = (id: string) => ({
    id,
    categoryExists: (categoryId: string) => categories().get(categoryId) !== undefined,
    itemName: (itemId: string) => items().get(itemId)?.name,
  });

  return [
    http.get(`${ctx.baseUrl}menu`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const params = new URL(request.url).searchParams;
      // Without menuType, both menus (the ordering board reads a category whichever menu it is on).
      const menuType = params.get('menuType');
      const q = (params.get('q') ?? '').trim().toLowerCase();
      const filter = (name: string) => params.get(name) || undefined;
      const [categoryId, type, status, branch] = ['categoryId', 'type', 'status', 'branch'].map(filter);
      const categoryOrder = new Map(
        categories()
          .all()
          .map((c) => [c.id, c.order]),
      );
      const rows = items()
        .all()
        .filter(
          (item) =>
            (!menuType || item.menuType === menuType) &&
            (!q || `${item.name.en} ${item.name.ar} ${item.id}`.toLowerCase().includes(q)) &&
            (!categoryId || item.categoryId === categoryId) &&
            (!type || item.type === type) &&
            (!status || item.status === status) &&
            (!branch || item.branches.length === 0 || item.branches.includes(branch)),
        );
      const sort = params.get('sort') || 'order';
      const sign = params.get('order') === 'DESC' ? -1 : 1;
      // "order" means the menu's order: categories first, then the item's place inside its category.
      const key = (item: MenuItem): [number, number | string] =>
        sort === 'order'
          ? [categoryOrder.get(item.categoryId) ?? 0, item.order]
          : [0, String((item as unknown as Record<string, unknown>)[sort] ?? (sort === 'name' ? item.name.en : ''))];
      rows.sort((a, b) => {
        const [a1, a2] = key(a);
        const [b1, b2] = key(b);
        if (a1 !== b1) return sign * (a1 - b1);
        if (typeof a2 === 'number' && typeof b2 === 'number') return sign * (a2 - b2);
        return sign * String(a2).localeCompare(String(b2), 'en', { numeric: true });
      });
      const limit = Number(params.get('limit')) || rows.length || 1;
      const page = Number(params.get('page')) || 1;
      return HttpResponse.json({ data: rows.slice((page - 1) * limit, page * limit), total: rows.length });
    }),

    http.get(`${ctx.baseUrl}menu/search`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const id = (new URL(request.url).searchParams.get('id') ?? '').trim();
      if (id === '') failFields(request, { id: 'fieldRequired' });
      const found =
        items().get(id) ??
        items()
          .all()
          .find((item) => item.foodicsId === id);
      return found ? recordAnswer<MenuItem>(found) : fail(request, 404, 'menuItemNotFound');
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}menu/:id/get`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<MenuItem>(itemOr404(request, params.id));
    }),

    // The spec's only item save: with an item's id it saves it whole, as a PUT would (a field left out is emptied).
    http.post(`${ctx.baseUrl}menu/create-item`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      if (typeof body.id === 'string') requireCurrent(request, () => itemOr404(request, body.id as string));
      const input = parseItemInput(request, body);
      if (input.id !== undefined) {
        const current = itemOr404(request, input.id);
        const saved = itemFrom(request, input, inputContext(current.id));
        return recordAnswer<MenuItem>(items().put({ ...saved, id: current.id, foodicsId: current.foodicsId }));
      }
      const id = `it_${randomId().slice(0, 8)}`;
      const item = itemFrom(request, input, inputContext(id));
      const last = Math.max(
        0,
        ...items()
          .all()
          .filter((i) => i.categoryId === item.categoryId)
          .map((i) => i.order),
      );
      return recordAnswer<MenuItem>(
        items().put({ ...item, id, foodicsId: randomId(), order: item.order || last + 1 }),
        { status: 201 },
      );
    }),

    http.delete<{ id: string }>(`${ctx.baseUrl}menu/item/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const item = itemOr404(request, params.id);
      items().remove(item.id);
      return HttpResponse.json<MenuItem>(item);
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}menu/items/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const item = itemOr404(request, params.id);
      const group = new URL(request.url).searchParams.get('type') as MenuOptionGroup;
      if (!MENU_OPTION_GROUPS.includes(group))
        failFields(request, { type: 'menuOptionGroupInvalid' }, 'menuOptionGroupInvalid');
      const forceSelect = group === 'modifiers' ? item.forceSelect : false;
      return recordAnswer<MenuItem>(items().put({ ...item, [group]: [], forceSelect }));
    }),

    http.patch(`${ctx.baseUrl}menu/item/sort`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const { categoryId, ids } = parseBody(request, bodySchemas().menuItemSortSchema, await readBody(request));
      const inCategory = items()
        .all()
        .filter((item) => item.categoryId === categoryId);
      const sorted = reordered(request, inCategory, ids);
      sorted.forEach((item, index) => items().update(item.id, { order: index + 1 }));
      return HttpResponse.json({ id: categoryId, ids: sorted.map((item) => item.id) });
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}menu/items-multi/sort/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const item = itemOr404(request, params.id);
      const { ids } = parseBody(request, bodySchemas().menuGroupSortSchema, await readBody(request));
      const options = reordered(request, item.options, ids);
      return recordAnswer<MenuItem>(items().put({ ...item, options }));
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}menu/items-combo/sort/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const item = itemOr404(request, params.id);
      const group = new URL(request.url).searchParams.get('type') === 'modifiers' ? 'modifiers' : 'components';
      const { ids } = parseBody(request, bodySchemas().menuGroupSortSchema, await readBody(request));
      const patch =
        group === 'modifiers'
          ? { modifiers: reordered(request, item.modifiers, ids) }
          : { components: reordered(request, item.components, ids) };
      return recordAnswer<MenuItem>(items().put({ ...item, ...patch }));
    }),
  ];
}
