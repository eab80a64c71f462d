/** System users: the admin's list and edits, plus (first, so their paths win) sign-in and password reset. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { SystemUser } from '../../types';
import { ADMIN_ONLY, fail, readBody, requireRole, requireWhole, type FakeContext } from '../http';
import { pageOf } from '../paging';
import { randomId } from '../secrets';
import { recordAnswer, requireCurrent } from '../versions';
import { rolesFor, systemUsers, toPublicUser, withPassword, type SystemUserRow } from '../seed/systemUsers';
import { systemUserAuthHandlers } from './systemUserAuth';
import { readUserChanges } from './systemUserInput';

export default function systemUsersHandlers(ctx: FakeContext): RequestHandler[] {
  const base = `${ctx.baseUrl}system-user`;
  const users = () => ctx.db.table(systemUsers);
  const found = (request: Request, userId: string): SystemUserRow =>
    users().get(userId) ?? fail(request, 404, 'userNotFound');
  // A system user is answered as its list shows it, with the ETag of that (there is no GET of one system user).
  const json = (row: SystemUserRow, status = 200) => recordAnswer<SystemUser>(toPublicUser(row), { status });

  /** Admins may not lock themselves out; anyone else switched off is signed out at once. */
  const switchOff = (request: Request, me: SystemUserRow, target: SystemUserRow, patch: Partial<SystemUserRow>) => {
    if (target.id === me.id) fail(request, 400, 'notOnYourself');
    ctx.db.sessions.endAllFor(target.id);
    return users().update(target.id, patch) ?? target;
  };

  return [
    ...systemUserAuthHandlers(ctx),

    http.get(base, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(
        pageOf(users().all().map(toPublicUser), new URL(request.url), {
          searchIn: (u) => [u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email],
          filters: ['privilege', 'active', 'archived'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.post(base, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const changes = readUserChanges(ctx, request, await readBody(request));
      const { password = '', privilege = 'customer_care_agent', ...fields } = changes;
      const user = withPassword(
        {
          id: randomId(),
          firstName: '',
          lastName: '',
          email: '',
          ...fields,
          privilege,
          roles: rolesFor(privilege),
          active: true,
          archived: false,
          createdAt: ctx.db.now().toISOString(),
        },
        password,
      );
      return json(users().put(user), 201);
    }),

    http.put<{ userId: string }>(`${base}/:userId`, async ({ request, params }) => {
      const me = requireRole(ctx, request, ADMIN_ONLY);
      const current = found(request, params.userId);
      requireCurrent(request, toPublicUser(current));
      const body = await readBody(request);
      requireWhole(request, body, ['firstName', 'lastName', 'email', 'privilege']);
      const { password: _ignored, ...changes } = readUserChanges(ctx, request, body, current);
      const patch = { ...changes, ...(changes.privilege ? { roles: rolesFor(changes.privilege) } : {}) };
      if (changes.archived === true && !current.archived) return json(switchOff(request, me, current, patch));
      return json(users().update(current.id, patch) ?? current);
    }),

    http.post<{ userId: string }>(`${base}/activate/:userId`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const target = found(request, params.userId);
      return json(users().update(target.id, { active: true }) ?? target);
    }),

    http.post<{ userId: string }>(`${base}/deactivate/:userId`, ({ request, params }) => {
      const me = requireRole(ctx, request, ADMIN_ONLY);
      return json(switchOff(request, me, found(request, params.userId), { active: false }));
    }),
  ];
}
