/**
 * Calls only the fake has, for testers. No token needed: the outbox is read by someone who has
 * forgotten their password, and a reset must work even when no account can sign in any more.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { messageFor, type FakeContext } from '../http';
import type { Mail } from '../stores';

export function fakeControlHandlers(ctx: FakeContext): RequestHandler[] {
  return [
    http.get(`${ctx.baseUrl}__fake/outbox`, () => HttpResponse.json<Mail[]>(ctx.db.outbox.all())),

    http.post(`${ctx.baseUrl}__fake/reset`, ({ request }) => {
      ctx.db.reset();
      return HttpResponse.json({ message: messageFor(request, 'fakeReset') });
    }),
  ];
}
