// A write's body must be declared as JSON, or as multipart for a call that takes a file; anything else is a 415
// before any area reads it, so nothing is read as JSON that was not sent as JSON (a form a third-party page can post).
// The caller's access is settled first: one who may not make the call gets the area's 401 or 403.
import { http, type RequestHandler } from 'msw';
import type { Access, ContractCall } from '../contract/calls';
import { ACCESS_ROLES } from '../roles';
import { bodySchemas } from './bodySchemas';
import { ANY_SIGNED_IN, errorResponse, requireRole, type FakeContext } from './http';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Matched as msw matches the areas' paths: any letter case, with or without a trailing slash. Built once the contract
// is loaded (bodySchemas.ts).
let calls: { call: ContractCall; pattern: RegExp }[] | undefined;
const contractCalls = () =>
  (calls ??= bodySchemas().CONTRACT_CALLS.map((call) => ({
    call,
    pattern: new RegExp(`^${call.path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
  })));

export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase();
}

function mayMake(ctx: FakeContext, request: Request, access: Access): boolean {
  if (access === 'public') return true;
  try {
    requireRole(ctx, request, access === 'signedIn' ? ANY_SIGNED_IN : ACCESS_ROLES[access]);
    return true;
  } catch {
    return false;
  }
}

export function contentTypeHandlers(ctx: FakeContext): RequestHandler[] {
  return [
    http.all(`${ctx.baseUrl}*`, async ({ request }) => {
      if (!WRITES.has(request.method)) return undefined;
      const path = new URL(request.url).pathname.replace(/^.*?\/api\/v1\//, '');
      const calls = contractCalls().filter((c) => c.call.method === request.method && c.pattern.test(path));
      // An unknown path is the 404 of the last handler, whatever it carries.
      if (calls.length === 0 || !calls.every((c) => mayMake(ctx, request, c.call.access))) return undefined;
      const takesFile = calls.some((c) => c.call.upload);
      const type = mediaTypeOf(request);
      if (type === (takesFile ? 'multipart/form-data' : 'application/json')) return undefined;
      if ((await request.clone().arrayBuffer()).byteLength === 0) return undefined;
      return errorResponse(request, 415, takesFile ? 'fileBodyType' : 'jsonBodyType');
    }),
  ];
}
