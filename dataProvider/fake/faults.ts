// The faults switch (modes and calls in ./README.md): testers make the fake fail its next calls, to see how each
// screen copes. The admin's only: armed by anyone, a '401' fault would end everyone's sessions, and the hits would
// show who called what. The `__fake/*` calls never fail.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { ADMIN_ONLY, errorResponse, fail, readBody, requireRole, tokenOf, type FakeContext } from './http';

export const FAULT_MODES = ['500', 'network', 'delay', '401', '404', 'html', 'text', 'empty'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultPlan {
  mode: FaultMode;
  /** How many of the next matching calls fail; 0 clears the switch. */
  count: number;
  methods?: string[];
  path?: string;
  delayMs?: number;
}

export interface FaultState extends FaultPlan {
  hits: string[];
}

/** What nginx answers when the server behind it is down. */
const GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

const NONE: FaultState = { mode: '500', count: 0, hits: [] };

function parsePlan(body: Record<string, unknown>): FaultPlan | null {
  const { mode, count = 1, methods, path, delayMs } = body;
  const modeText = typeof mode === 'number' ? String(mode) : mode;
  if (!FAULT_MODES.includes(modeText as FaultMode)) return null;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 100) return null;
  if (methods !== undefined && !(Array.isArray(methods) && methods.every((m) => typeof m === 'string'))) return null;
  if (path !== undefined && typeof path !== 'string') return null;
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 60_000)) return null;
  return {
    mode: modeText as FaultMode,
    count,
    ...(methods ? { methods: (methods as string[]).map((m) => m.toUpperCase()) } : {}),
    ...(path ? { path } : {}),
    ...(delayMs !== undefined ? { delayMs } : {}),
  };
}

/** The applying handler goes first: with no fault due it returns nothing, and msw goes on to the real handler. */
export function faultHandlers(ctx: FakeContext): RequestHandler[] {
  let state: FaultState = NONE;
  const control = `${ctx.baseUrl}__fake/`;

  return [
    http.get(`${control}faults`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(state);
    }),
    http.delete(`${control}faults`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      state = NONE;
      return HttpResponse.json(state);
    }),
    http.post(`${control}faults`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const plan = parsePlan(await readBody(request));
      if (!plan) fail(request, 400, 'fakeFaultsInvalid');
      state = { ...plan, hits: [] };
      return HttpResponse.json(state);
    }),

    http.all(`${ctx.baseUrl}*`, async ({ request }) => {
      if (state.count <= 0) return undefined;
      const url = new URL(request.url);
      const apiPath = url.pathname.replace(/^.*?\/api\/v1\//, '');
      if (apiPath.startsWith('__fake/')) return undefined;
      // A CORS preflight is the browser's, not the app's call: it must pass so the real call can fail.
      if (request.method === 'OPTIONS') return undefined;
      if (state.methods && !state.methods.includes(request.method)) return undefined;
      if (state.path && !apiPath.includes(state.path)) return undefined;
      state = { ...state, count: state.count - 1, hits: [...state.hits, `${request.method} ${apiPath}`] };
      switch (state.mode) {
        case '500':
          return errorResponse(request, 500, 'fakeFaultServer');
        case 'network':
          return HttpResponse.error();
        case 'delay':
          await delay(state.delayMs ?? 5000);
          return undefined;
        case '404':
          return errorResponse(request, 404, 'fakeFaultNotFound');
        case 'html':
          return new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'content-type': 'text/html' } });
        case 'text':
          return new HttpResponse('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } });
        case 'empty':
          return new HttpResponse(null, { status: 500 });
        case '401': {
          const token = tokenOf(request);
          if (token) ctx.db.sessions.end(token);
          return errorResponse(request, 401, 'signInRequired');
        }
      }
    }),
  ];
}
