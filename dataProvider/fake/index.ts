// The built-in fake API: a seeded database behind msw handlers that answer as the contract says. A new area adds
// seed/<area>.ts (a defineCollection) and handlers/<area>.ts (its factory the default export), found, not listed.
import { carriesNoBody, loadBodySchemas } from './bodySchemas';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { FakeDb, type FakeDbOptions } from './db';
import { contentTypeHandlers } from './contentTypes';
import { fakeControlHandlers } from './handlers/fakeControl';
import { faultHandlers } from './faults';
import { mediaHandlers } from './handlers/media';
import { errorResponse, type FakeContext } from './http';
import { setSeedScale } from './scale';
import { setSeedClock } from './seed/common';
import { setHostileSeed } from './seed/hostile';

export { FakeDb, defineCollection, type CollectionDef, type FakeDbOptions, type Table } from './db';
export type { FakeContext } from './http';
export { createMemoryStorage, type KeyValueStorage } from './memoryStorage';
export type { Mail } from './stores';
export { bodyLimitFor, bodyTooLargeResponse, type BodyLimit } from './bodyLimits';
export { MAX_SCALE, parseScale } from './scale';

type AreaHandlers = (ctx: FakeContext) => RequestHandler[];

// The other files under handlers/ are helpers, with no default export.
const AREAS: AreaHandlers[] = Object.values(
  import.meta.glob<{ default?: AreaHandlers }>('./handlers/*.ts', { eager: true }),
)
  .map((module) => module.default)
  .filter((area): area is AreaHandlers => typeof area === 'function');

const paramsIn = (handler: RequestHandler) => {
  const path = 'path' in handler.info ? handler.info.path : '';
  return typeof path === 'string' ? (path.match(/\/:/g) ?? []).length : 0;
};

// msw answers with the first handler that matches and the files come in no order, so a fixed path goes before one
// with parameters that also matches it (`menu/search` before `menu/:branchId`), as a router ranks routes.
function areaHandlers(ctx: FakeContext): RequestHandler[] {
  return AREAS.flatMap((area) => area(ctx)).sort((a, b) => paramsIn(a) - paramsIn(b));
}

export interface FakeApiOptions extends FakeDbOptions {
  baseUrl: string;
  /** Where a mailed link opens (a password reset): configured, never read from a call, whose Host any caller picks. */
  appOrigin: string;
  /** `__fake/` calls for testers, admin only (but the outbox). Off, they answer as any unknown path does. */
  testControls?: boolean;
  /** `npm run api` gives the builder it loaded, as its module loader is closed once the fake is loaded. */
  openApiDocument?: () => object;
  scale?: number;
  hostile?: boolean;
}

export interface FakeApi {
  db: FakeDb;
  handlers: RequestHandler[];
}

export function createFakeApi({
  baseUrl,
  appOrigin,
  testControls = false,
  openApiDocument,
  scale = 1,
  hostile = false,
  ...dbOptions
}: FakeApiOptions): FakeApi {
  setSeedScale(scale);
  setHostileSeed(hostile);
  // The seed's dates count back from this fake's clock as it starts: its newest tickets are today's.
  setSeedClock((dbOptions.now ?? Date.now)());
  const ctx: FakeContext = { db: new FakeDb(dbOptions), baseUrl, appOrigin: originOf(appOrigin) };
  const handlers = [
    // The storage is not the API: the faults switch never fails an upload or a picture's load.
    ...mediaHandlers(ctx),
    // Its builder and the schema library load when it is asked for, not with the fake.
    http.get(`${baseUrl}openapi.json`, async () =>
      HttpResponse.json((openApiDocument ?? (await import('../contract/openapi')).openApiDocument)()),
    ),
    // The faults switch answers (or holds) a call before any area sees it (faults.ts).
    ...(testControls ? faultHandlers(ctx) : []),
    // Answers nothing: a call that may carry a body waits here for the contract's schemas (bodySchemas.ts).
    http.all(`${baseUrl}*`, async ({ request }) => {
      if (!carriesNoBody(request.method)) await loadBodySchemas();
    }),
    ...contentTypeHandlers(ctx),
    ...areaHandlers(ctx),
    ...(testControls ? fakeControlHandlers(ctx) : []),
    // Let through, an unknown path would reach the dev server and hand the app HTML where it expects JSON.
    http.all(`${baseUrl}*`, ({ request }) => errorResponse(request, 404, 'noSuchEndpoint')),
  ];
  return { db: ctx.db, handlers };
}

/** Anything more than an http(s) origin (a path, a query) is refused. */
export function originOf(address: string): string {
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  const bare =
    url &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !address.endsWith('#') &&
    !address.endsWith('?');
  if (!url || !bare || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(
      `The app origin (--app-origin) must be an http(s) origin such as https://bo.example.com, not "${address}"`,
    );
  }
  return url.origin;
}
