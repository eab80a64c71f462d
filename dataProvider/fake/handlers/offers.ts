/** The spec lists no PUT for offers: POST offers with an offer's `id` saves a change. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { Offer } from '../../types';
import { ADMIN_ONLY, fail, readBody, requireRole, type FakeContext } from '../http';
import { parseBody } from '../bodySchema';
import { branches } from '../seed/branches';
import { menuItems } from '../seed/menus';
import { offers } from '../seed/offers';
import { randomId } from '../secrets';
import { recordAnswer, requireCurrent } from '../versions';
import { discountProblem, failOnRules, knownIds, note, type FieldErrors } from './marketingInput';
import { isSameOriginPath, isWebAddress } from '../../safeUrl';

type Input = Omit<Offer, 'id' | 'createdAt'>;

export default function offersHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(offers);
  const offerOr404 = (request: Request, id: string): Offer => table().get(id) ?? fail(request, 404, 'offerNotFound');

  function readInput(request: Request, body: Record<string, unknown>, current?: Offer): Input {
    const input = parseBody(request, bodySchemas().offerInputSchema, body);
    const buyXGetY = input.type === 'buyXGetY';
    const errors: FieldErrors = {};
    if (input.type === 'buyXGetY') {
      for (const field of ['buyQuantity', 'getQuantity'] as const)
        if (input[field] === null || input[field] === undefined) note(errors, field, 'fieldRequired');
    } else {
      note(errors, 'discount', discountProblem(input.discount, input.type));
    }
    if (input.validTo < input.validFrom) note(errors, 'validTo', 'validToBeforeFrom');
    const items = knownIds(input.items, (id) => ctx.db.table(menuItems).get(id) !== undefined);
    if (!items.known) note(errors, 'items', 'unknownReference');
    const branchIds = knownIds(input.branches, (id) => ctx.db.table(branches).get(id) !== undefined);
    if (!branchIds.known) note(errors, 'branches', 'unknownReference');
    const image = input.image ?? '';
    if (image !== '' && !isWebAddress(image) && !isSameOriginPath(image)) note(errors, 'image', 'imageUrlInvalid');
    failOnRules(request, errors);
    return {
      type: input.type,
      tag: input.tag ?? { en: '', ar: '' },
      name: input.name,
      description: input.description ?? { en: '', ar: '' },
      discount: buyXGetY ? null : (input.discount ?? null),
      buyQuantity: buyXGetY ? (input.buyQuantity ?? null) : null,
      getQuantity: buyXGetY ? (input.getQuantity ?? null) : null,
      validFrom: input.validFrom,
      validTo: input.validTo,
      branches: branchIds.ids,
      items: items.ids,
      image: image === '' ? null : image,
      status: input.status ?? current?.status ?? 'active',
    };
  }

  return [
    http.get(`${ctx.baseUrl}offers`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Offer[]>(table().all());
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}offers/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<Offer>(offerOr404(request, params.id));
    }),

    http.post(`${ctx.baseUrl}offers`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      if (body.id !== undefined && body.id !== null && body.id !== '') {
        const current = offerOr404(request, String(body.id));
        requireCurrent(request, current);
        const input = readInput(request, { ...current, ...body }, current);
        return recordAnswer<Offer>(table().put({ ...current, ...input }));
      }
      const input = readInput(request, body);
      const created: Offer = {
        ...input,
        id: `off_${randomId().replace(/-/g, '').slice(0, 12)}`,
        createdAt: ctx.db.now().toISOString(),
      };
      return recordAnswer<Offer>(table().put(created), { status: 201 });
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}offers/:id/status`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = offerOr404(request, params.id);
      const { status } = parseBody(request, bodySchemas().statusChangeSchema, await readBody(request));
      return recordAnswer<Offer>(table().put({ ...current, status }));
    }),
  ];
}
