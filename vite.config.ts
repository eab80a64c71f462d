import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cspSettings, securityHeaders } from './scripts/csp.mjs';

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

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pick(process.env, 'VITE_') };
  const realApi = Boolean(env.VITE_API_URL);
  return {
    plugins: [react(), withoutFakeApi(realApi)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 900,
    },
    // The production build is previewed (browser tests, bench) with the same CSP and headers as nginx
    // serves it (scripts/csp.mjs). Not on the dev server: its hot reload injects inline scripts.
    preview: { host: '127.0.0.1', port: 4388, strictPort: true, headers: securityHeaders(cspSettings(env)) },
    server: { host: '127.0.0.1', port: 5173 },
  };
});

function pick(source: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith(prefix) && entry[1] !== undefined));
}
