import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type {
  BranchMenu,
  BranchMenuItem,
  MenuCategory,
  MenuItem,
  MenuSyncChange,
  MenuSyncSummary,
  UploadTarget,
} from '../../types';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, type FakeContext } from '../http';
import { hashPassword, randomId } from '../secrets';
import { branches } from '../seed/branches';
import { menuBranchOverrides, menuCategories, menuItems } from '../seed/menus';
import { uploadStoreOf } from '../uploads';
import { bareType, isImageType } from '../../imageFiles';
import { MEDIA_PATH } from './media';
import { parseBody } from '../bodySchema';
import { recordAnswer, requireCurrent } from '../versions';

/** The import's password travels in this header, never in the URL (API.md). */
export const CONFIRM_PASSWORD_HEADER = 'x-confirm-password';

/** What the point-of-sale "sends": a price rise, a renamed item, one off, one new. */
function importFromPointOfSale(ctx: FakeContext): MenuSyncChange[] {
  const items = ctx.db.table(menuItems);
  const all = items.all().filter((item) => item.menuType === 'menu');
  const changes: MenuSyncChange[] = [];
  for (const item of all.slice(0, 3)) {
    const price = item.price + 1;
    items.update(item.id, { price });
    changes.push({
      id: item.id,
      name: item.name,
      kind: 'updated',
      detail: { en: `Price ${item.price} → ${price} SAR`, ar: `السعر ${item.price} ← ${price} ر.س` },
    });
  }
  const off = all.find((item) => item.status === 'active' && item.order === 16);
  if (off) {
    items.update(off.id, { status: 'inactive' });
    changes.push({
      id: off.id,
      name: off.name,
      kind: 'deactivated',
      detail: { en: 'No longer sold', ar: 'لم يعد يباع' },
    });
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
  changes.push({
    id,
    name: created.name,
    kind: 'created',
    detail: { en: 'New on the point of sale', ar: 'جديد في نقطة البيع' },
  });
  return changes;
}

export default function menuExtrasHandlers(ctx: FakeContext): RequestHandler[] {
  const categories = () => ctx.db.table(menuCategories);

  return [
    http.get(`${ctx.baseUrl}menu/categories`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<MenuCategory[]>(
        categories()
          .all()
          .sort((a, b) => a.order - b.order),
      );
    }),

    http.post(`${ctx.baseUrl}menu/categories`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const input = parseBody(request, bodySchemas().menuCategoryInputSchema, await readBody(request));
      const last = Math.max(
        0,
        ...categories()
          .all()
          .map((c) => c.order),
      );
      const category: MenuCategory = {
        id: `cat_${randomId().slice(0, 8)}`,
        name: input.name,
        nameAr: input.nameAr,
        status: input.status ?? 'active',
        order: input.order ?? last + 1,
        icon: input.icon ?? '',
      };
      return recordAnswer<MenuCategory>(categories().put(category), { status: 201 });
    }),

    http.put(`${ctx.baseUrl}menu/categories`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      // Two bodies (menuCategoryPutSchema): a reorder is read as such, so a bad field is named rather than the union.
      if (Array.isArray(body.order)) {
        const { order: ids } = parseBody(request, bodySchemas().menuCategorySortSchema, body);
        const all = categories().all();
        if (ids.length !== all.length || !all.every((c) => ids.includes(c.id))) fail(request, 400, 'menuSortInvalid');
        ids.forEach((id, index) => categories().update(id, { order: index + 1 }));
        return HttpResponse.json({ id: 'order', order: ids });
      }
      // With If-Match, the category as the list shows it (the API has no GET of one), or its 404, before the body.
      if (typeof body.id === 'string') {
        const id = body.id;
        requireCurrent(request, () => categories().get(id) ?? fail(request, 404, 'menuCategoryNotFound'));
      }
      const change = parseBody(request, bodySchemas().menuCategoryChangeSchema, body);
      const current = categories().get(change.id) ?? fail(request, 404, 'menuCategoryNotFound');
      const category: MenuCategory = {
        id: current.id,
        name: change.name ?? current.name,
        nameAr: change.nameAr ?? current.nameAr,
        status: change.status ?? current.status,
        order: change.order ?? current.order,
        // A cleared icon comes as null: no icon. Left out, it is kept.
        icon: change.icon === undefined ? current.icon : (change.icon ?? ''),
      };
      return recordAnswer<MenuCategory>(categories().put(category));
    }),

    http.delete<{ id: string }>(`${ctx.baseUrl}menu/categories/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const category = categories().get(params.id) ?? fail(request, 404, 'menuCategoryNotFound');
      if (
        ctx.db
          .table(menuItems)
          .all()
          .some((item) => item.categoryId === category.id)
      )
        fail(request, 400, 'menuCategoryHasItems');
      categories().remove(category.id);
      return HttpResponse.json<MenuCategory>(category);
    }),

    http.get(`${ctx.baseUrl}menu/item/sync`, ({ request }) => {
      const user = requireRole(ctx, request, ADMIN_ONLY);
      const password = request.headers.get(CONFIRM_PASSWORD_HEADER) ?? '';
      if (user.passwordHash !== hashPassword(user.id, password)) fail(request, 400, 'menuInvalidPassword');
      return HttpResponse.json<MenuSyncSummary>({
        id: 'sync',
        syncedAt: ctx.db.now().toISOString(),
        changes: importFromPointOfSale(ctx),
      });
    }),

    http.put<{ branchId: string; itemId: string }>(
      `${ctx.baseUrl}menu/:branchId/item/:itemId`,
      async ({ request, params }) => {
        requireRole(ctx, request, ADMIN_ONLY);
        if (!ctx.db.table(branches).get(params.branchId)) fail(request, 404, 'branchNotFound');
        const item = ctx.db.table(menuItems).get(params.itemId) ?? fail(request, 404, 'menuItemNotFound');
        const input = parseBody(request, bodySchemas().branchMenuItemInputSchema, await readBody(request));
        const saved = ctx.db.table(menuBranchOverrides).put({
          branchId: params.branchId,
          itemId: item.id,
          available: input.available ?? true,
          price: input.price ?? null,
        });
        return HttpResponse.json<BranchMenuItem>({
          id: item.id,
          name: item.name,
          categoryId: item.categoryId,
          price: item.price,
          available: saved.available,
          branchPrice: saved.price,
        });
      },
    ),

    http.get(`${ctx.baseUrl}image`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const fileType = bareType(new URL(request.url).searchParams.get('fileType') ?? '');
      if (!isImageType(fileType)) failFields(request, { fileType: 'imageTypeInvalid' }, 'imageTypeInvalid');
      const { id, signature } = uploadStoreOf(ctx.db).grant(fileType);
      const url = new URL(`${ctx.baseUrl.replace(/^\*/, '')}${MEDIA_PATH}${id}`, request.url);
      return HttpResponse.json<UploadTarget>({
        id,
        uploadUrl: `${url.toString()}?signature=${signature}`,
        url: url.toString(),
      });
    }),

    http.get<{ branchId: string }>(`${ctx.baseUrl}menu/:branchId`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      if (!ctx.db.table(branches).get(params.branchId)) fail(request, 404, 'branchNotFound');
      const overrides = ctx.db.table(menuBranchOverrides);
      const items = ctx.db
        .table(menuItems)
        .all()
        .filter(
          (item) => item.menuType === 'menu' && (item.branches.length === 0 || item.branches.includes(params.branchId)),
        );
      const answer: BranchMenu = {
        id: params.branchId,
        items: items.map((item) => {
          const override = overrides.get(`${params.branchId}:${item.id}`);
          return {
            id: item.id,
            name: item.name,
            categoryId: item.categoryId,
            price: item.price,
            available: override?.available ?? true,
            branchPrice: override?.price ?? null,
          };
        }),
      };
      return HttpResponse.json<BranchMenu>(answer);
    }),
  ];
}
