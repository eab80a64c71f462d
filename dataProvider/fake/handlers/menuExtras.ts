/**
 * The rest of the menu API: categories (and their order), the point-of-sale import, branch menus and
 * their overrides, and where to upload a photo (the fake's own storage, media.ts, answers that address).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { BranchMenu, MenuCategory, MenuItem, MenuSyncChange, MenuSyncSummary, UploadTarget } from '../../types';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, stringField, type FakeContext } from '../http';
import { hashPassword, randomId } from '../secrets';
import { branches } from '../seed/branches';
import { menuBranchOverrides, menuCategories, menuItems } from '../seed/menus';
import { uploadStoreOf } from '../uploads';
import { bareType, isImageType } from '../../imageFiles';
import { MEDIA_PATH } from './media';
import { booleanProblem, nonNegativeProblem, note, textProblem, wholeNumberProblem, type FieldErrors } from '../fields';

/** The import's password travels in this header, never in the URL (API.md). */
export const CONFIRM_PASSWORD_HEADER = 'x-confirm-password';

function categoryFrom(request: Request, body: Record<string, unknown>, id: string, current?: MenuCategory): MenuCategory {
  // A wrong type is refused rather than turned into a default: `1e309` (Infinity) is no order, "yes" no status.
  const errors: FieldErrors = {};
  note(errors, 'name', textProblem(body.name, 'name'));
  note(errors, 'nameAr', textProblem(body.nameAr, 'name'));
  note(errors, 'icon', textProblem(body.icon, 'name'));
  note(errors, 'order', wholeNumberProblem(body.order));
  if (body.status !== undefined && body.status !== 'active' && body.status !== 'inactive') errors.status = 'statusInvalid';
  const category: MenuCategory = {
    id,
    name: body.name !== undefined ? stringField(body, 'name') : (current?.name ?? ''),
    nameAr: body.nameAr !== undefined ? stringField(body, 'nameAr') : (current?.nameAr ?? ''),
    status: body.status !== undefined ? (body.status === 'inactive' ? 'inactive' : 'active') : (current?.status ?? 'active'),
    order: typeof body.order === 'number' ? body.order : (current?.order ?? 0),
    icon: body.icon !== undefined ? stringField(body, 'icon') : (current?.icon ?? ''),
  };
  if (!category.name) errors.name ??= 'fieldRequired';
  if (!category.nameAr) errors.nameAr ??= 'fieldRequired';
  if (Object.keys(errors).length > 0) failFields(request, errors);
  return category;
}

/** What the point-of-sale "sends" this time: a price rise, a renamed item, one off, one new. */
function importFromPointOfSale(ctx: FakeContext): MenuSyncChange[] {
  const items = ctx.db.table(menuItems);
  const all = items.all().filter((item) => item.menuType === 'menu');
  const changes: MenuSyncChange[] = [];
  for (const item of all.slice(0, 3)) {
    const price = item.price + 1;
    items.update(item.id, { price });
    changes.push({ id: item.id, name: item.name, kind: 'updated', detail: { en: `Price ${item.price} → ${price} SAR`, ar: `السعر ${item.price} ← ${price} ر.س` } });
  }
  const off = all.find((item) => item.status === 'active' && item.order === 16);
  if (off) {
    items.update(off.id, { status: 'inactive' });
    changes.push({ id: off.id, name: off.name, kind: 'deactivated', detail: { en: 'No longer sold', ar: 'لم يعد يباع' } });
  }
  const first = all[0];
  const id = `it_${randomId().slice(0, 8)}`;
  const created: MenuItem = {
    ...first,
    id,
    foodicsId: randomId(),
    name: { en: 'Seasonal Special', ar: 'طبق الموسم' },
    order: Math.max(...all.filter((i) => i.categoryId === first.categoryId).map((i) => i.order)) + 1,
    photos: [],
  };
  items.put(created);
  changes.push({ id, name: created.name, kind: 'created', detail: { en: 'New on the point of sale', ar: 'جديد في نقطة البيع' } });
  return changes;
}

export function menuExtrasHandlers(ctx: FakeContext): RequestHandler[] {
  const categories = () => ctx.db.table(menuCategories);

  return [
    http.get(`${ctx.baseUrl}menu/categories`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<MenuCategory[]>(categories().all().sort((a, b) => a.order - b.order));
    }),

    http.post(`${ctx.baseUrl}menu/categories`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      const order = Math.max(0, ...categories().all().map((c) => c.order)) + 1;
      const category = categoryFrom(request, { order, ...body }, `cat_${randomId().slice(0, 8)}`);
      return HttpResponse.json<MenuCategory>(categories().put(category), { status: 201 });
    }),

    http.put(`${ctx.baseUrl}menu/categories`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      if (Array.isArray(body.order)) {
        if (!body.order.every((id) => typeof id === 'string')) fail(request, 400, 'menuSortInvalid');
        const ids = body.order as string[];
        const all = categories().all();
        if (ids.length !== all.length || !all.every((c) => ids.includes(c.id))) fail(request, 400, 'menuSortInvalid');
        ids.forEach((id, index) => categories().update(id, { order: index + 1 }));
        return HttpResponse.json({ id: 'order', order: ids });
      }
      const current = categories().get(stringField(body, 'id')) ?? fail(request, 404, 'menuCategoryNotFound');
      return HttpResponse.json<MenuCategory>(categories().put(categoryFrom(request, body, current.id, current)));
    }),

    http.delete<{ id: string }>(`${ctx.baseUrl}menu/categories/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const category = categories().get(params.id) ?? fail(request, 404, 'menuCategoryNotFound');
      if (ctx.db.table(menuItems).all().some((item) => item.categoryId === category.id)) fail(request, 400, 'menuCategoryHasItems');
      categories().remove(category.id);
      return HttpResponse.json<MenuCategory>(category);
    }),

    http.get(`${ctx.baseUrl}menu/item/sync`, ({ request }) => {
      const user = requireRole(ctx, request, ADMIN_ONLY);
      const password = request.headers.get(CONFIRM_PASSWORD_HEADER) ?? '';
      if (user.passwordHash !== hashPassword(user.id, password)) fail(request, 400, 'menuInvalidPassword');
      return HttpResponse.json<MenuSyncSummary>({ id: 'sync', syncedAt: ctx.db.now().toISOString(), changes: importFromPointOfSale(ctx) });
    }),

    http.put<{ branchId: string; itemId: string }>(`${ctx.baseUrl}menu/:branchId/item/:itemId`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      if (!ctx.db.table(branches).get(params.branchId)) fail(request, 404, 'branchNotFound');
      const item = ctx.db.table(menuItems).get(params.itemId) ?? fail(request, 404, 'menuItemNotFound');
      const body = await readBody(request);
      const errors: FieldErrors = {};
      note(errors, 'price', nonNegativeProblem(body.price));
      note(errors, 'available', booleanProblem(body.available));
      if (Object.keys(errors).length > 0) failFields(request, errors, Object.values(errors)[0]);
      const price = typeof body.price === 'number' ? body.price : null;
      const saved = ctx.db.table(menuBranchOverrides).put({ branchId: params.branchId, itemId: item.id, available: body.available !== false, price });
      return HttpResponse.json({ id: item.id, name: item.name, categoryId: item.categoryId, price: item.price, available: saved.available, branchPrice: saved.price });
    }),

    http.get(`${ctx.baseUrl}image`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const fileType = bareType(new URL(request.url).searchParams.get('fileType') ?? '');
      if (!isImageType(fileType)) fail(request, 400, 'imageTypeInvalid');
      const { id, signature } = uploadStoreOf(ctx.db).grant(fileType);
      const url = new URL(`${ctx.baseUrl.replace(/^\*/, '')}${MEDIA_PATH}${id}`, request.url);
      return HttpResponse.json<UploadTarget>({ id, uploadUrl: `${url.toString()}?signature=${signature}`, url: url.toString() });
    }),

    // Last: `menu/:branchId` would also match menu/search and menu/categories.
    http.get<{ branchId: string }>(`${ctx.baseUrl}menu/:branchId`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      if (!ctx.db.table(branches).get(params.branchId)) fail(request, 404, 'branchNotFound');
      const overrides = ctx.db.table(menuBranchOverrides);
      const items = ctx.db.table(menuItems).all().filter((item) => item.menuType === 'menu' && (item.branches.length === 0 || item.branches.includes(params.branchId)));
      const answer: BranchMenu = {
        id: params.branchId,
        items: items.map((item) => {
          const override = overrides.get(`${params.branchId}:${item.id}`);
          return { id: item.id, name: item.name, categoryId: item.categoryId, price: item.price, available: override?.available ?? true, branchPrice: override?.price ?? null };
        }),
      };
      return HttpResponse.json<BranchMenu>(answer);
    }),
  ];
}
