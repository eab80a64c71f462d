/** Catering requests: admins only. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { CateringRequest } from '../../types';
import { CATERING_TRANSITIONS, isCateringStatus } from '../../workflows';
import { ADMIN_ONLY, fail, readBody, requireRole, type FakeContext } from '../http';
import { pageOfTable } from '../paging';
import { cateringRequests } from '../seed/catering';
import { recordAnswer } from '../versions';
import { checkedMove, newComment, type StatusMove } from './comments';

const CATERING_MOVE: StatusMove<keyof typeof CATERING_TRANSITIONS, CateringRequest['status']> = {
  machine: CATERING_TRANSITIONS,
  isStatus: isCateringStatus,
  schema: () => bodySchemas().cateringMoveSchema,
  keys: { invalid: 'cateringStatusInvalid', refused: 'cateringTransitionRefused' },
};

export default function cateringHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(cateringRequests);
  const requestOf = (request: Request, id: string): CateringRequest =>
    table().get(id) ?? fail(request, 404, 'cateringNotFound');
  return [
    http.get(`${ctx.baseUrl}catering`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(
        pageOfTable(table(), new URL(request.url), {
          searchIn: (c) => [String(c.number), `#${c.number}`, c.companyName, c.contactName, c.phone],
          filters: ['status'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}catering/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<CateringRequest>(requestOf(request, params.id));
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}catering/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = requestOf(request, params.id);
      const status = checkedMove(request, CATERING_MOVE, current.status, await readBody(request));
      return recordAnswer<CateringRequest>(table().update(current.id, { status }) ?? current);
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}catering/:id/comment`, async ({ request, params }) => {
      const author = requireRole(ctx, request, ADMIN_ONLY);
      const current = requestOf(request, params.id);
      const comment = newComment(request, await readBody(request), author, current.id, current.comments, ctx.db.now());
      return recordAnswer<CateringRequest>(
        table().update(current.id, { comments: [...current.comments, comment] }) ?? current,
      );
    }),
  ];
}
