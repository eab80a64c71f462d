import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { bannerInputSchema } from '../../contract/schemas/marketing';
import type { z } from 'zod';
import type { Banner } from '../../types';
import { ADMIN_ONLY, fail, readBody, requireRole, requireWhole, type FakeContext } from '../http';
import { parseBody } from '../bodySchema';
import { randomId } from '../secrets';
import { recordAnswer, requireCurrent } from '../versions';
import { banners } from '../seed/banners';
import { menuCategories, menuItems } from '../seed/menus';
import { failOnRules, type FieldErrors } from './marketingInput';
import { isSameOriginPath, isWebAddress } from '../../safeUrl';

/** A web address, or a path on the API's own origin (the fake's uploads and drawings). */
const isImage = (value: string) => isWebAddress(value) || isSameOriginPath(value);

type BannerBody = z.output<typeof bannerInputSchema>;

/** On update, the link fields stay when not sent. */
function bannerFrom(
  ctx: FakeContext,
  request: Request,
  input: BannerBody,
  current?: Banner,
): Omit<Banner, 'id' | 'createdAt'> {
  const linkType = input.linkType ?? current?.linkType ?? 'none';
  const linkField = (field: 'link' | 'productId' | 'categoryId') =>
    (input[field] !== undefined ? input[field] : current?.[field]) ?? '';
  const link = linkType === 'url' ? linkField('link') : null;
  const productId = linkType === 'product' ? linkField('productId') : null;
  const categoryId = linkType === 'category' ? linkField('categoryId') : null;

  const errors: FieldErrors = {};
  if (input.validFrom > input.validTo) errors.validTo = 'bannerDatesOrder';
  if (link === '') errors.link = 'fieldRequired';
  else if (link !== null && !isWebAddress(link)) errors.link = 'bannerLinkInvalid';
  if (productId !== null && !ctx.db.table(menuItems).get(productId))
    errors.productId = productId ? 'menuItemNotFound' : 'fieldRequired';
  if (categoryId !== null && !ctx.db.table(menuCategories).get(categoryId))
    errors.categoryId = categoryId ? 'menuCategoryNotFound' : 'fieldRequired';
  if (input.image === '') errors.image = 'fieldRequired';
  else if (!isImage(input.image)) errors.image = 'bannerImageInvalid';
  failOnRules(request, errors);

  const { name, priority, validFrom, validTo, image } = input;
  return {
    name,
    priority,
    validFrom,
    validTo,
    linkType,
    link,
    productId,
    categoryId,
    image,
    status: input.status ?? current?.status ?? 'active',
  };
}

export default function bannersHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(banners);
  const find = (request: Request, id: string) => table().get(id) ?? fail(request, 404, 'bannerNotFound');

  return [
    http.get(`${ctx.baseUrl}banners`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Banner[]>(
        table()
          .all()
          .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name)),
      );
    }),

    http.post(`${ctx.baseUrl}banners`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const input = parseBody(request, bodySchemas().bannerInputSchema, await readBody(request));
      const banner: Banner = {
        id: `bnr_${randomId().slice(0, 10)}`,
        ...bannerFrom(ctx, request, input),
        createdAt: ctx.db.now().toISOString(),
      };
      return recordAnswer<Banner>(table().put(banner), { status: 201 });
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}banners/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      requireCurrent(request, current);
      const body = await readBody(request);
      // Half a banner is named as such ("send all of it"), before any field of it is read.
      requireWhole(request, body, ['name', 'priority', 'validFrom', 'validTo', 'linkType', 'image', 'status']);
      const input = parseBody(request, bodySchemas().bannerReplacementSchema, body);
      return recordAnswer<Banner>(table().put({ ...current, ...bannerFrom(ctx, request, input, current) }));
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}banners/deactivate/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = find(request, params.id);
      return recordAnswer<Banner>(table().put({ ...current, status: 'inactive' }));
    }),
  ];
}
