/** msw's getResponse() answers each request as the service worker would in the browser (main.ts says why). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { openApiDocument } from '../../contract/openapi';
import { loadBodySchemas } from '../bodySchemas';
import { bodyLimitFor, bodyTooLargeResponse, createFakeApi, parseScale, type FakeDb } from '../index';
import { corsHeaders, corsOriginFor, preflightHeaders } from './cors';
import { fetchRequest, requestUrl } from './fetchRequest';
import { journalStorage } from './journalStorage';
import { readRequestBody, refuseTooLarge } from './requestBody';

// `npm run api`'s module loader is closed once this module is loaded (scripts/run-ts.mjs): what the fake would import
// on its first calls is imported now, and the contract's document is handed to createFakeApi below.
await loadBodySchemas();

/** Where `vite preview` serves a build made with VITE_API_URL=http://127.0.0.1:4400. */
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:4388';

export interface ApiServerOptions {
  port?: number;
  host?: string;
  data?: string;
  corsOrigins?: readonly string[];
  quiet?: boolean;
  testControls?: boolean;
  appOrigin?: string;
  scale?: number;
  hostile?: boolean;
  journalCompactBytes?: number;
}

export interface ApiServer {
  origin: string;
  port: number;
  db: FakeDb;
  close(): Promise<void>;
}

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
}: ApiServerOptions = {}): Promise<ApiServer> {
  const storage = journalStorage(data, { compactAtBytes: journalCompactBytes });
  // `*/api/v1/`: any origin, so the same server answers directly and behind a proxy (nginx).
  const { handlers, db } = createFakeApi({
    baseUrl: '*/api/v1/',
    storage,
    appOrigin,
    testControls,
    openApiDocument,
    scale: parseScale(scale),
    hostile,
  });

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const address = req.url ?? '/';
    const allowOrigin = corsOriginFor(req.headers.origin, corsOrigins);
    const cors = corsHeaders(allowOrigin);
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders(allowOrigin, req.headers['access-control-request-headers']));
        res.end();
        return;
      }
      const url = requestUrl(req, `${host}:${port}`);
      const limit = bodyLimitFor(method, address);
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req, limit.maxBytes);
      if (body === null) {
        const language = new Request(url, { headers: { 'accept-language': req.headers['accept-language'] ?? '' } });
        await refuseTooLarge(req, res, bodyTooLargeResponse(language, limit), cors);
        if (!quiet)
          console.log(
            `${method} ${address} 413 (body over ${limit.maxBytes} bytes) ${(performance.now() - started).toFixed(0)} ms`,
          );
        return;
      }
      const response = await getResponse(handlers, fetchRequest(req, url, body));
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
      console.log(`${method} ${address} ${status} ${(performance.now() - started).toFixed(0)} ms`);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${actualPort}`,
    port: actualPort,
    db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      db.flush();
      await storage.close();
    },
  };
}
