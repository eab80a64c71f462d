import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
// With its extension: Vite's config loader warns about an import without one.
import { cspSettings, securityHeaders } from './deploy/csp.ts';

/**
 * With a real API configured, the fake must not ship: its loader becomes an empty module (so no fake
 * chunk is emitted) and msw's service-worker file is left out of the build.
 */
function withoutFakeApi(enabled: boolean): Plugin {
  let outDir = 'dist';
  const FAKE_BROWSER = '\0fake-api-disabled';
  return {
    name: 'without-fake-api',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : `${config.root}/${config.build.outDir}`;
    },
    resolveId(id) {
      if (enabled && /dataProvider\/fake\/browser(\.ts)?$/.test(id)) return FAKE_BROWSER;
      return null;
    },
    load(id) {
      if (id === FAKE_BROWSER) {
        return 'export function startFakeApi() { throw new Error("The fake API is not in this build"); }\nexport function mailsSentTo() { return []; }';
      }
      return null;
    },
    closeBundle() {
      if (enabled) rmSync(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}

/**
 * msw keeps a cookie jar for handlers that answer with Set-Cookie: tough-cookie and tldts's public-suffix list,
 * 285 kB of the in-page fake's 714 kB chunk, parsed and run on every cold load of the demo. This fake's handlers
 * set no cookies (a session is a bearer token), so the jar would stay empty: the build puts an empty one in its
 * place, which refuses loudly if a handler ever sets a cookie.
 */
function withoutMswCookieJar(): Plugin {
  const EMPTY_JAR = '\0msw-empty-cookie-jar';
  return {
    name: 'without-msw-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      const fromMswCore = importer !== undefined && /[\\/]msw[\\/]lib[\\/]core[\\/]/.test(importer);
      return fromMswCore && /[\\/]cookieStore\.mjs$/.test(id) ? EMPTY_JAR : null;
    },
    load(id) {
      if (id !== EMPTY_JAR) return null;
      return [
        'export const cookieStore = {',
        '  getCookies() { return []; },',
        '  async setCookie() { throw new Error("The fake API sets no cookies: its build has no cookie jar (vite.config.ts)"); },',
        '};',
      ].join('\n');
    },
  };
}

/**
 * Few, large chunks: served over HTTP/1.1 a browser fetches six files at a time, so the ~200 small shared
 * chunks rolldown makes by default cost a cold signed-in load three round trips of waiting
 * (docs/performance.md). `boot` is everything the first screen imports; `admin-vendor` the libraries of the signed-in
 * frame and its lists and forms, fetched with the admin's code. The rest (the map, the date pickers, the
 * sort board, the spreadsheet reader, the fake API) keeps its own chunks, fetched when a screen needs it.
 * Modules run in import order across chunks (strictExecutionOrder), which grouping alone does not keep.
 */
const ADMIN_LIBRARIES = [
  'react-admin',
  'ra-[a-z0-9-]+',
  '@mui[\\\\/](?:material|system|utils|icons-material|styled-engine|private-theming)',
  '@emotion',
  '@base-ui',
  'react-hook-form',
  '@tanstack',
  'lodash',
  '@popperjs',
  'react-transition-group',
  'jsonexport',
  'inflection',
  'react-hotkeys-hook',
  'query-string',
  'node-polyglot',
  'eventemitter3',
  'react-error-boundary',
  'dom-helpers',
  'diacritic',
  '@babel[\\\\/]runtime',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'strict-uri-encode',
  'react-router',
  'react-is',
  'clsx',
  'prop-types',
  'hoist-non-react-statics',
  'stylis',
  'i18next',
  'react-toastify',
];
const CHUNK_GROUPS = [
  { name: 'boot', tags: ['$initial' as const], priority: 2 },
  { name: 'admin-vendor', test: new RegExp(`node_modules[\\\\/](?:${ADMIN_LIBRARIES.join('|')})[\\\\/]`), priority: 1 },
];

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pick(process.env, 'VITE_') };
  const realApi = Boolean(env.VITE_API_URL);
  return {
    plugins: [react(), withoutFakeApi(realApi), withoutMswCookieJar(), assetsKeptAsNginxKeepsThem()],
    // Stored query data is dropped when the shapes of the API's data change (src/query/queryCache.ts).
    define: {
      'import.meta.env.VITE_BUILD_ID': JSON.stringify(
        createHash('sha256').update(readFileSync('dataProvider/types.ts')).digest('hex').slice(0, 12),
      ),
    },
    resolve: {
      alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      rolldownOptions: { output: { strictExecutionOrder: true, codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    // The production build is previewed (browser tests, bench) with the same CSP and headers as nginx
    // serves it (deploy/csp.ts). Not on the dev server: its hot reload injects inline scripts.
    preview: { host: '127.0.0.1', port: 4388, strictPort: true, headers: securityHeaders(cspSettings(env)) },
    server: { host: '127.0.0.1', port: 5173 },
  };
});

function pick(source: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith(prefix) && entry[1] !== undefined,
    ),
  );
}

/** `vite preview` caches the build's hashed files as deploy/nginx.conf does: a browser never asks for one again. */
function assetsKeptAsNginxKeepsThem(): Plugin {
  return {
    name: 'assets-kept-as-nginx-keeps-them',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}
