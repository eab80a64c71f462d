/** Branches: the whole list (the app pages it itself) and one branch by its sk. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Branch } from '../../types';
import { ADMIN_ONLY, fail, requireRole, type FakeContext } from '../http';
import { branches } from '../seed/branches';

export function branchesHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(branches);
  return [
    http.get(`${ctx.baseUrl}Branches`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Branch[]>(table().all());
    }),

    http.get<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Branch>(table().get(params.branchId) ?? fail(request, 404, 'branchNotFound'));
    }),
  ];
}
