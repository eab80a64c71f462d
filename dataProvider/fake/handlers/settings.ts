/** Settings: the whole list, and an upsert by key (how /settings/create saves a new key). */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Setting } from '../../types';
import { ADMIN_ONLY, failFields, readBody, requireRole, type FakeContext } from '../http';
import { settings } from '../seed/settings';

export function settingsHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(settings);
  return [
    http.get(`${ctx.baseUrl}settings`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Setting[]>(table().all());
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}settings/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const raw = (await readBody(request)).value;
      // Numbers and booleans are accepted as their text, since every setting value is stored as text.
      const value = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw).trim() : '';
      if (value === '') failFields(request, { value: 'valueRequired' }, 'valueRequired');
      return HttpResponse.json<Setting>(table().put({ key: params.id, value }));
    }),
  ];
}
