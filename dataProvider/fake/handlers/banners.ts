/** Banners: the whole list by priority, create, update, deactivate. The API has no GET of one banner. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Banner, BannerLinkType, BannerStatus } from '../../types';
import { BANNER_LINK_TYPES } from '../../types';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, requireWhole, type FakeContext } from '../http';
import type { MessageKey } from '../messages';
import { randomId } from '../secrets';
import { banners } from '../seed/banners';
import { menuCategories, menuItems } from '../seed/menus';
import { isSameOriginPath, isWebAddress } from '../../../src/safeUrl';

import { isCalendarDay as isDay } from '../../fieldRules';
import { note, textProblem } from '../fields';

/** An uploaded image: a web address, or a path on the API's own origin (the fake's uploads and drawings). */
const isImage = (value: string) => isWebAddress(value) || isSameOriginPath(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function bannerFrom(ctx: FakeContext, request: Request, body: Record<string, unknown>, current?: Banner): Omit<Banner, 'id' | 'createdAt'> {
  const pick = <T,>(name: keyof Banner, fallback: T): unknown => (body[name] !== undefined ? body[name] : (current?.[name] ?? fallback));
  const name = text(pick('name', ''));
  // A priority sent as text ("2") is refused, not read as a number.
  const rawPriority = pick('priority', NaN);
  const priority = typeof rawPriority === 'number' ? rawPriority : NaN;
  const validFrom = pick('validFrom', '');
  const validTo = pick('validTo', '');
  const linkType = pick('linkType', 'none') as BannerLinkType;
  const image = text(pick('image', ''));
  const status = pick('status', 'active') as BannerStatus;
  const link = linkType === 'url' ? text(pick('link', '')) : null;
  const productId = linkType === 'product' ? text(pick('productId', '')) : null;
  const categoryId = linkType === 'category' ? text(pick('categoryId', '')) : null;

  const errors: Partial<Record<string, MessageKey>> = {};
  note(errors, 'name', textProblem(body.name, 'name'));
  for (const field of ['image', 'link', 'productId', 'categoryId'] as const) note(errors, field, textProblem(body[field], 'link'));
  if (!name) errors.name ??= 'fieldRequired';
  if (!Number.isInteger(priority) || priority < 1) errors.priority = 'bannerPriorityInvalid';
  if (!isDay(validFrom)) errors.validFrom = validFrom ? 'dateInvalid' : 'fieldRequired';
  if (!isDay(validTo)) errors.validTo = validTo ? 'dateInvalid' : 'fieldRequired';
  else if (isDay(validFrom) && validFrom > validTo) errors.validTo = 'bannerDatesOrder';
  if (!BANNER_LINK_TYPES.includes(linkType)) errors.linkType = 'bannerLinkTypeInvalid';
  if (linkType === 'url' && !link) errors.link ??= 'fieldRequired';
  else if (link && !isWebAddress(link)) errors.link ??= 'bannerLinkInvalid';
  if (linkType === 'product' && (!productId || !ctx.db.table(menuItems).get(productId))) errors.productId = productId ? 'menuItemNotFound' : 'fieldRequired';
  if (linkType === 'category' && (!categoryId || !ctx.db.table(menuCategories).get(categoryId))) errors.categoryId = categoryId ? 'menuCategoryNotFound' : 'fieldRequired';
  if (!image) errors.image ??= 'fieldRequired';
  else if (!isImage(image)) errors.image ??= 'bannerImageInvalid';
  if (status !== 'active' && status !== 'inactive') errors.status = 'statusInvalid';

  const keys = Object.keys(errors);
  if (keys.length > 0) failFields(request, errors, keys.length === 1 ? (errors[keys[0]] as MessageKey) : 'incompleteData');
  return { name, priority, validFrom: validFrom as string, validTo: validTo as string, linkType, link, productId, categoryId, image, status };
}

export function bannersHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(banners);
  const find = (request: Request, id: string) => table().get(id) ?? fail(request, 404, 'bannerNotFound');

  return [
    // The whole list, first shown first; equal priorities by name.
    http.get(`${ctx.baseUrl}banners`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Banner[]>(table().all().sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name)));
    }),

    http.post(`${ctx.baseUrl}banners`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const banner: Banner = { id: `bnr_${randomId().slice(0, 10)}`, ...bannerFrom(ctx, request, await readBody(request)), createdAt: ctx.db.now().toISOString() };
      return HttpResponse.json<Banner>(table().put(banner), { status: 201 });
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}banners/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      const body = await readBody(request);
      requireWhole(request, body, ['name', 'priority', 'validFrom', 'validTo', 'linkType', 'image', 'status']);
      return HttpResponse.json<Banner>(table().put({ ...current, ...bannerFrom(ctx, request, body, current) }));
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}banners/deactivate/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      return HttpResponse.json<Banner>(table().put({ ...current, status: 'inactive' }));
    }),
  ];
}
