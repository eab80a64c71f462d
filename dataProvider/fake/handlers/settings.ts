/** Settings: the whole list, and an upsert by key (how /settings/create saves a new key, if it fits the pattern). */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { Setting } from '../../types';
import { ADMIN_ONLY, CUSTOMER_CARE, failFields, readBody, requireRole, type FakeContext } from '../http';
import { settings } from '../seed/settings';
import { SETTING_KEY_PATTERN, careTargetValue, isCareTargetKey } from '../../fieldRules';
import { parseBody } from '../bodySchema';
import { recordAnswer, requireCurrent } from '../versions';

export default function settingsHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(settings);
  return [
    // Care staff read them too: the care queue's targets are settings (API.md, "Settings").
    http.get(`${ctx.baseUrl}settings`, ({ request }) => {
      requireRole(ctx, request, CUSTOMER_CARE);
      return HttpResponse.json<Setting[]>(table().all());
    }),

    http.patch<{ id: string }>(`${ctx.baseUrl}settings/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      // The key before the body: a key outside the pattern is never stored, whatever the value.
      if (!SETTING_KEY_PATTERN.test(params.id)) failFields(request, { key: 'settingKeyInvalid' }, 'settingKeyInvalid');
      // As the list shows it (there is no GET of one setting); a key no setting has matches no If-Match.
      requireCurrent(request, table().get(params.id));
      const { value } = parseBody(request, bodySchemas().settingChangeSchema, await readBody(request));
      if (isCareTargetKey(params.id) && careTargetValue(value) === undefined) {
        failFields(request, { value: 'careTargetInvalid' }, 'careTargetInvalid');
      }
      return recordAnswer<Setting>(table().put({ key: params.id, value }));
    }),
  ];
}
