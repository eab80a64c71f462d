/**
 * Calls only the fake has, for testers; mounted only when its test controls are on. The outbox stands in
 * for everyone's mailbox, so it shows a mail only to whoever could read that mailbox: the recipient's
 * session, or the admin. The reset wipes every change (and a `--data` file), so it is the admin's alone.
 * A signed-out tester of the in-browser demo reads the mailbox from the page's own fake (browser.ts).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { ADMIN_ONLY, ANY_SIGNED_IN, messageFor, requireRole, type FakeContext } from '../http';
import type { Mail } from '../stores';

export function fakeControlHandlers(ctx: FakeContext): RequestHandler[] {
  return [
    http.get(`${ctx.baseUrl}__fake/outbox`, ({ request }) => {
      const user = requireRole(ctx, request, ANY_SIGNED_IN);
      return HttpResponse.json<Mail[]>(
        user.roles.includes('admin') ? ctx.db.outbox.all() : ctx.db.outbox.sentTo(user.email),
      );
    }),

    http.post(`${ctx.baseUrl}__fake/reset`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      ctx.db.reset();
      return HttpResponse.json({ message: messageFor(request, 'fakeReset') });
    }),
  ];
}
