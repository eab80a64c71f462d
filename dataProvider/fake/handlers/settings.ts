/** Settings: the whole list, and an upsert by key (how /settings/create saves a new key). */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Setting } from '../../types';
import { ADMIN_ONLY, failFields, readBody, requireRole, type FakeContext } from '../http';
import { settings } from '../seed/settings';
import { TEXT_LIMITS } from '../../fieldRules';

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
      if (value.length > TEXT_LIMITS.text) failFields(request, { value: 'textTooLong' }, 'textTooLong');
      if (params.id.length > TEXT_LIMITS.name) failFields(request, { key: 'nameTooLong' }, 'nameTooLong');
      return HttpResponse.json<Setting>(table().put({ key: params.id, value }));
    }),
  ];
}
