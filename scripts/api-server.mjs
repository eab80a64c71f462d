// `npm run api`: the browser fake's msw handlers served over real HTTP on 127.0.0.1, so a production
// build without the fake (VITE_API_URL set) runs, is tested and is measured over a real network path.
//
//   npm run api                          port 4400, data in memory (every start is the seed)
//   npm run api -- --port 4500           another port (or API_PORT=4500)
//   npm run api -- --data .fake-api.json keep changes in a JSON file and its journal (.fake-api.json.journal)
//                                        across restarts (or API_DATA=…); see journal-storage.mjs
//   npm run api -- --scale 10            ten times the seed (or API_SCALE=10): 400 branches, 30,000 tickets,
//                                        400,000 customers; the same records on every start. 1 by default.
//   npm run api -- --hostile             adds the hostile records for testers (or API_HOSTILE=1): markup, script
//                                        links, bidi controls and formulas on a few records of every area
//                                        (dataProvider/fake/seed/hostile.ts). Off by default.
//   npm run api -- --app-origin https://bo.example.com
//                                        where the app is served (or API_APP_ORIGIN=…): the links the fake
//                                        mails (password resets) open there; http://127.0.0.1:4388 (vite
//                                        preview) by default. Never taken from a request's Host header.
//   npm run api -- --test-controls       turns on the testers' calls under /api/v1/__fake/ (or
//                                        API_TEST_CONTROLS=1): the outbox, the faults switch, the reset, a new order, a new ticket.
//                                        Off by default: they answer 404 as any unknown path. On, they
//                                        need the admin's token; the outbox also shows a signed-in user
//                                        the mails sent to them. Never on a server others can reach.
//   API_CORS_ORIGINS=https://bo.example.com npm run api   the origins allowed to call it (comma list);
//                                        by default any http://127.0.0.1:<port> or http://localhost:<port>
//   API_JOURNAL_COMPACT_BYTES=8192       compact the --data journal whenever it passes this size: for the test
//                                        that kills the server in the middle of compactions
//
// CORS lets an allowed page send any request header it asks for in its preflight (If-Match among them) and read
// the answer's ETag (Access-Control-Expose-Headers).
// The handlers are the TypeScript files in dataProvider/fake/, loaded through Vite's module runner
// (no build step, no extra dependency). msw's getResponse() answers each request as the service worker
// would in the browser.
// A body longer than its call allows (dataProvider/fake/bodyLimits.ts: 1 MB of JSON, a 5 MB image, the
// 2 MB customers file) is answered 413 with a JSON message and never read into memory.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { runnerImport } from 'vite';
import { journalStorage } from './journal-storage.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where `vite preview` serves a build made with VITE_API_URL=http://127.0.0.1:4400. */
const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:4388';

/** Who may call: API_CORS_ORIGINS, or any local origin (a dev server, `vite preview`, nginx on 127.0.0.1). */
function corsOriginFor(origin, allowed) {
  if (!origin) return null;
  if (allowed.length > 0) return allowed.includes(origin) ? origin : null;
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : null;
}

/**
 * The body, or null as soon as it is known to be longer than `maxBytes` (its Content-Length, or the bytes
 * counted so far): nothing beyond the limit is ever held, whatever is sent.
 */
function readRequestBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      resolve(null);
      return;
    }
    let chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      chunks = [];
      req.off('data', onData);
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The request's address with each %-escape that is no text (`%ff`, `%zz`, a lone `%`) taken as a plain "%": msw
 * throws decoding one in a path value, which would answer 500. `settings/%ff` then names the key "%ff" (a 400),
 * `Branches/%ff` a branch that is not there (a 404).
 */
function decodablePath(address) {
  const [path, ...query] = address.split('?');
  const decodable = path.replace(/%(?![0-9a-f]{2})/gi, '%25').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
  return [decodable, ...query].join('?');
}

/** How long a refused body is still read and dropped, as nginx's lingering_time and lingering_timeout. */
const LINGER_MS = 30_000;
const LINGER_IDLE_MS = 5_000;

/**
 * Answers 413 for a body over its limit at once, but closes the connection only once the client has sent the
 * rest of its body (read and dropped, never kept), or after LINGER_MS, or LINGER_IDLE_MS without a byte. Most
 * clients read the answer only after writing their whole body: a socket closed under bytes still coming makes
 * the kernel reset the connection, and the reset throws away the answer the client has not read yet.
 */
function refuseTooLarge(req, res, response, headers) {
  return response.text().then((text) => {
    res.writeHead(413, {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      connection: 'close',
    });
    // The whole answer now; its end, which closes the connection, once nothing more is coming.
    res.write(text);
    const socket = req.socket;
    const cutOff = () => socket.destroy();
    const lingering = setTimeout(cutOff, LINGER_MS).unref();
    socket.setTimeout(LINGER_IDLE_MS, cutOff);
    socket.once('close', () => clearTimeout(lingering));
    const finish = () => {
      clearTimeout(lingering);
      socket.setTimeout(0);
      res.end();
    };
    if (req.readableEnded) finish();
    else req.once('end', finish);
    req.resume();
  });
}

/**
 * Starts the server; resolves with { origin, port, db, close }. Used by `npm run api` below and by tests
 * that need the fake over HTTP.
 */
export async function startApiServer({
  port = 4400,
  host = '127.0.0.1',
  data,
  corsOrigins = [],
  quiet = false,
  testControls = false,
  appOrigin = DEFAULT_APP_ORIGIN,
  scale = 1,
  hostile = false,
  journalCompactBytes,
} = {}) {
  const { module } = await runnerImport(`${ROOT}dataProvider/fake/server.ts`, {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    resolve: { alias: { '@': ROOT } },
  });
  // `*/api/v1/`: any origin, so the same server answers directly and behind a proxy (nginx).
  const storage = journalStorage(data, { compactAtBytes: journalCompactBytes });
  const { handlers, db } = module.createFakeApi({
    baseUrl: '*/api/v1/',
    storage,
    appOrigin,
    testControls,
    openApiDocument: module.openApiDocument,
    scale: module.parseScale(scale),
    hostile,
  });

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const allowOrigin = corsOriginFor(req.headers.origin, corsOrigins);
    // A page on another origin reads only the answer headers named here: ETag is a record's version, which its
    // whole-record write sends back in If-Match (dataProvider/fake/versions.ts).
    const cors = allowOrigin
      ? {
          'access-control-allow-origin': allowOrigin,
          vary: 'Origin',
          'access-control-expose-headers': 'content-type, etag',
        }
      : {};
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          ...(allowOrigin
            ? {
                'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
                'access-control-allow-headers':
                  req.headers['access-control-request-headers'] ??
                  'authorization, content-type, accept-language, if-match, x-confirm-password',
                'access-control-max-age': '600',
              }
            : {}),
        });
        res.end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const url = `http://${req.headers.host ?? `${host}:${port}`}${decodablePath(req.url)}`;
      const limit = module.bodyLimitFor(req.method, req.url);
      const body =
        req.method === 'GET' || req.method === 'HEAD' ? undefined : await readRequestBody(req, limit.maxBytes);
      if (body === null) {
        const language = new Request(url, { headers: { 'accept-language': req.headers['accept-language'] ?? '' } });
        await refuseTooLarge(req, res, module.bodyTooLargeResponse(language, limit), cors);
        if (!quiet)
          console.log(
            `${req.method} ${req.url} 413 (body over ${limit.maxBytes} bytes) ${(performance.now() - started).toFixed(0)} ms`,
          );
        return;
      }
      const request = new Request(url, {
        method: req.method,
        headers,
        body: body && body.length > 0 ? body : undefined,
      });
      const response = await getResponse(handlers, request);
      // What the call changed reaches the disk before anyone hears it was done.
      db.flush();
      await storage.commit();
      if (!response) {
        res.writeHead(404, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'No such endpoint' }));
      } else if (response.type === 'error') {
        // The faults switch's 'network' mode: drop the connection, as a dead network would.
        req.socket.destroy();
      } else {
        const out = { ...cors };
        response.headers.forEach((value, name) => {
          out[name] = value;
        });
        res.writeHead(response.status, out);
        res.end(Buffer.from(await response.arrayBuffer()));
      }
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { ...cors, 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The fake API crashed on this call' }));
    }
    if (!quiet) {
      const status = req.socket.destroyed && !res.headersSent ? 'dropped' : res.statusCode;
      console.log(`${req.method} ${req.url} ${status} ${(performance.now() - started).toFixed(0)} ms`);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  return {
    origin: `http://${host}:${actualPort}`,
    port: actualPort,
    db,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }).then(() => {
        db.flush();
        return storage.close();
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.API_PORT || '4400' },
      data: { type: 'string', default: process.env.API_DATA || '' },
      'app-origin': { type: 'string', default: process.env.API_APP_ORIGIN || DEFAULT_APP_ORIGIN },
      'test-controls': {
        type: 'boolean',
        default: ['1', 'true', 'yes'].includes((process.env.API_TEST_CONTROLS ?? '').toLowerCase()),
      },
      quiet: { type: 'boolean', default: false },
      scale: { type: 'string', default: process.env.API_SCALE || '1' },
      hostile: {
        type: 'boolean',
        default: ['1', 'true', 'yes'].includes((process.env.API_HOSTILE ?? '').toLowerCase()),
      },
    },
  });
  const appOrigin = values['app-origin'];
  const corsOrigins = (process.env.API_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const testControls = values['test-controls'];
  const api = await startApiServer({
    port: Number(values.port),
    data: values.data || undefined,
    corsOrigins,
    quiet: values.quiet,
    testControls,
    appOrigin,
    scale: values.scale,
    hostile: values.hostile,
    journalCompactBytes: Number(process.env.API_JOURNAL_COMPACT_BYTES) || undefined,
  }).catch((error) => {
    // A wrong option (an --app-origin that is no origin) or a port in use: said in one line, not a stack.
    console.error(`npm run api could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  console.log(
    `fake API on ${api.origin}/api/v1/ (${values.data ? `data in ${values.data}` : 'data in memory'}, scale ${values.scale}${values.hostile ? ', hostile records' : ''})`,
  );
  console.log(
    `reset links open on ${appOrigin}; test controls (/api/v1/__fake/) ${testControls ? 'ON: the admin can read the outbox, arm faults, reset the data and place orders and tickets' : 'off'}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      void api.close().then(() => process.exit(0));
    });
  }
}
