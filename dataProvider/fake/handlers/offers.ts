/**
 * Offers: the whole list, one offer, create, update (POST offers with the offer's `id`: the spec
 * lists no PUT for offers), and the status call.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ActiveStatus, Offer } from '../../types';
import { OFFER_TYPES } from '../../types';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, type FakeContext } from '../http';
import { branches } from '../seed/branches';
import { menuItems } from '../seed/menus';
import { offers } from '../seed/offers';
import { randomId } from '../secrets';
import { InputReader, summaryOf } from './marketingInput';
import { isSameOriginPath, isWebAddress } from '../../../src/safeUrl';

const STATUSES: readonly ActiveStatus[] = ['active', 'inactive'];
type Input = Omit<Offer, 'id' | 'createdAt'>;

export function offersHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(offers);
  const offerOr404 = (request: Request, id: string): Offer => table().get(id) ?? fail(request, 404, 'offerNotFound');

  function readInput(request: Request, body: Record<string, unknown>, current?: Offer): Input {
    const input = new InputReader(body);
    const name = input.localized('name');
    const description = input.localized('description', false, 'text');
    const tag = input.localized('tag', false);
    const type = input.oneOf('type', OFFER_TYPES, 'offerTypeInvalid');
    const buyXGetY = type === 'buyXGetY';
    const discount = buyXGetY ? null : input.discount('discount', type === 'percentage', type === 'specificPrice');
    const buyQuantity = buyXGetY ? input.count('buyQuantity', true) : null;
    const getQuantity = buyXGetY ? input.count('getQuantity', true) : null;
    const { validFrom, validTo } = input.validity();
    const items = input.ids('items', (id) => ctx.db.table(menuItems).get(id) !== undefined);
    if (items.length === 0) input.flag('items', 'itemsRequired');
    const branchIds = input.ids('branches', (id) => ctx.db.table(branches).get(id) !== undefined);
    const imageText = input.text('image', false, 'link');
    // A picture is an upload (a path here) or a web address: never javascript:, data: and the like.
    if (imageText !== '' && !isWebAddress(imageText) && !isSameOriginPath(imageText)) input.flag('image', 'imageUrlInvalid');
    const status = input.has('status') ? input.oneOf('status', STATUSES, 'statusInvalid') : (current?.status ?? 'active');
    if (Object.keys(input.errors).length > 0) failFields(request, input.errors, summaryOf(input.errors));
    return {
      type, tag, name, description, discount, buyQuantity, getQuantity, validFrom, validTo, branches: branchIds, items,
      image: imageText === '' ? null : imageText, status,
    };
  }

  return [
    http.get(`${ctx.baseUrl}offers`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Offer[]>(table().all());
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}offers/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Offer>(offerOr404(request, params.id));
    }),

    // Without `id`, a new offer (201); with the id of an offer, that offer changed.
    http.post(`${ctx.baseUrl}offers`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      if (body.id !== undefined && body.id !== null && body.id !== '') {
        const current = offerOr404(request, String(body.id));
        const input = readInput(request, { ...current, ...body }, current);
        return HttpResponse.json<Offer>(table().put({ ...current, ...input }));
      }
      const input = readInput(request, body);
      const created: Offer = { ...input, id: `off_${randomId().replace(/-/g, '').slice(0, 12)}`, createdAt: ctx.db.now().toISOString() };
      return HttpResponse.json<Offer>(table().put(created), { status: 201 });
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}offers/:id/status`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = offerOr404(request, params.id);
      const status = (await readBody(request)).status;
      if (status !== 'active' && status !== 'inactive') failFields(request, { status: 'statusInvalid' }, 'statusInvalid');
      return HttpResponse.json<Offer>(table().put({ ...current, status }));
    }),
  ];
}
