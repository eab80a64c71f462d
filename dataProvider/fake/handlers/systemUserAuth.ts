/** Sign-in, the profile and the forgotten-password flow (the mail lands in the fake's outbox). */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { LoginResult, SystemUser } from '../../types';
import { ANY_SIGNED_IN, fail, messageFor, readBody, requireRole, type FakeContext } from '../http';
import { parseBody } from '../bodySchema';
import { hashPassword } from '../secrets';
import { recordAnswer } from '../versions';
import { systemUsers, toPublicUser, withPassword, type SystemUserRow } from '../seed/systemUsers';

export function systemUserAuthHandlers(ctx: FakeContext): RequestHandler[] {
  const base = `${ctx.baseUrl}system-user`;
  const users = () => ctx.db.table(systemUsers);
  const byEmail = (email: string) =>
    users()
      .all()
      .find((u) => u.email.toLowerCase() === email.toLowerCase());
  const canSignIn = (user: SystemUserRow | undefined): user is SystemUserRow => !!user && user.active && !user.archived;

  const userOfResetToken = (request: Request, token: string): SystemUserRow => {
    const userId = ctx.db.resetTokens.userIdOf(token);
    const user = userId === undefined ? undefined : users().get(userId);
    if (!canSignIn(user)) fail(request, 400, 'resetLinkInvalid');
    return user;
  };

  return [
    http.post(`${base}/login`, async ({ request }) => {
      const { email, password } = parseBody(request, bodySchemas().loginInputSchema, await readBody(request));
      // Before the password is looked at: while paused, the right one is refused too (signInLimit.ts).
      const wait = ctx.db.signIns.secondsToWait(email);
      if (wait > 0) {
        throw HttpResponse.json(
          { message: messageFor(request, 'signInPaused') },
          { status: 429, headers: { 'retry-after': String(wait) } },
        );
      }
      const user = byEmail(email.trim());
      // One message for a wrong email and a wrong password, so the answer does not reveal accounts.
      if (!user || user.passwordHash !== hashPassword(user.id, password)) {
        ctx.db.signIns.failed(email);
        fail(request, 400, 'invalidCredentials');
      }
      if (user.archived) fail(request, 403, 'accountArchived');
      if (!user.active) fail(request, 403, 'accountDeactivated');
      return HttpResponse.json<LoginResult>({ token: ctx.db.sessions.create(user.id), user: toPublicUser(user) });
    }),

    http.get(`${base}/profile`, ({ request }) =>
      recordAnswer<SystemUser>(toPublicUser(requireRole(ctx, request, ANY_SIGNED_IN))),
    ),

    http.post(`${base}/forget-password`, async ({ request }) => {
      const { email } = parseBody(request, bodySchemas().forgotPasswordInputSchema, await readBody(request));
      const user = byEmail(email);
      if (canSignIn(user)) {
        const token = ctx.db.resetTokens.issue(user.id);
        ctx.db.outbox.send({
          to: user.email,
          subject: messageFor(request, 'resetMailSubject'),
          link: `${ctx.appOrigin}/reset-password?token=${token}`,
          sentAt: ctx.db.now().toISOString(),
        });
      }
      return HttpResponse.json({ message: messageFor(request, 'resetMailSent') });
    }),

    http.get<{ token: string }>(`${base}/reset-password/:token`, ({ request, params }) =>
      HttpResponse.json({ email: userOfResetToken(request, params.token).email }),
    ),

    http.post(`${base}/reset-password`, async ({ request }) => {
      const body = await readBody(request);
      const user = userOfResetToken(request, typeof body.token === 'string' ? body.token.trim() : '');
      const { password } = parseBody(request, bodySchemas().resetPasswordInputSchema, body);
      users().put(withPassword(user, password));
      ctx.db.resetTokens.useAllFor(user.id);
      // A reset usually follows a suspected leak, so sessions opened with the old password end.
      ctx.db.sessions.endAllFor(user.id);
      return HttpResponse.json({ message: messageFor(request, 'passwordChanged') });
    }),
  ];
}
