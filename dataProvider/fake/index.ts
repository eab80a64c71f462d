/**
 * The built-in fake API: an in-memory, seeded database behind msw handlers that answer as
 * the OpenAPI document (dataProvider/contract/) and dataProvider/API.md say. A new area adds one seed file (seed/<area>.ts, exporting a
 * defineCollection) and one handler file (handlers/<area>.ts, its factory the default export), found by
 * `import.meta.glob`.
 */
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

/**
 * Every area's handlers: each file under handlers/ whose default export is its area's handler factory (the
 * other files there are their helpers). A new area's file is found, not listed.
 */
const AREAS: AreaHandlers[] = Object.values(
  import.meta.glob<{ default?: AreaHandlers }>('./handlers/*.ts', { eager: true }),
)
  .map((module) => module.default)
  .filter((area): area is AreaHandlers => typeof area === 'function');

const paramsIn = (handler: RequestHandler) => {
  const path = 'path' in handler.info ? handler.info.path : '';
  return typeof path === 'string' ? (path.match(/\/:/g) ?? []).length : 0;
};

/**
 * The areas' handlers with a fixed path before one with parameters that would also match it (`menu/search`
 * before `menu/:branchId`, `vouchers/upload` before `vouchers/:id`), as a router ranks routes: msw answers with
 * the first handler that matches, and the areas' files come in no order of their own.
 */
function areaHandlers(ctx: FakeContext): RequestHandler[] {
  return AREAS.flatMap((area) => area(ctx)).sort((a, b) => paramsIn(a) - paramsIn(b));
}

export interface FakeApiOptions extends FakeDbOptions {
  /** Where the API lives, ending in a slash: `http://localhost/api/v1/`, or with a leading `*` for any origin. */
  baseUrl: string;
  /**
   * Where the app is served (`https://bo.example.com`): the links the fake mails (a password reset) open
   * there. Configured, never read from a call, whose Host header any caller chooses.
   */
  appOrigin: string;
  /**
   * The testers' calls under `__fake/` (the outbox, the faults switch, the reset, an order placed and a ticket
   * opened now). Off unless asked for: off, they answer as any unknown path does. On, they need the admin's
   * token, but for the outbox, which also shows a signed-in user the mails sent to them.
   */
  testControls?: boolean;
  /**
   * The contract's OpenAPI document, served at `openapi.json`. By default its builder (and the schema library)
   * is imported when the document is first asked for; `npm run api`, whose module loader is closed once the
   * fake is loaded, gives the builder it loaded with it.
   */
  openApiDocument?: () => object;
  /** How big the seed is (scale.ts): 1, the spec's day, unless given; 10 is a chain ten times that size. */
  scale?: number;
  /**
   * The hostile records (seed/hostile.ts): markup, script links, bidi controls and formulas on a few records of
   * every area, for testers. Off unless asked for: the demo reads as a restaurant's data.
   */
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
    // The contract this fake answers to, for anyone to read (a backend team, `npm run contract`). Its builder
    // and the schema library load when it is asked for, not with the fake.
    http.get(`${baseUrl}openapi.json`, async () =>
      HttpResponse.json((openApiDocument ?? (await import('../contract/openapi')).openApiDocument)()),
    ),
    // Then: the faults switch answers (or holds) a call before any area sees it; see faults.ts.
    ...(testControls ? faultHandlers(ctx) : []),
    // A body not sent as the call takes it is refused before any area reads it (415).
    // Answers nothing: a call that may carry a body waits here for the contract's schemas (bodySchemas.ts).
    http.all(`${baseUrl}*`, async ({ request }) => {
      if (!carriesNoBody(request.method)) await loadBodySchemas();
    }),
    ...contentTypeHandlers(ctx),
    ...areaHandlers(ctx),
    ...(testControls ? fakeControlHandlers(ctx) : []),
    // Last: a real server answers an unknown path with a JSON 404; letting it through would reach
    // the dev server and hand the app an HTML page where it expects JSON.
    http.all(`${baseUrl}*`, ({ request }) => errorResponse(request, 404, 'noSuchEndpoint')),
  ];
  return { db: ctx.db, handlers };
}

/** The origin of an http(s) address given as the app's origin; anything more (a path, a query) or another scheme is refused. */
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
