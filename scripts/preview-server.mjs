// Builds (unless asked not to) and serves the production build on 127.0.0.1 for browser tests and the bench.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { portFromEnv } from './ports.mjs';

// Debian's Chromium and its flags, shared with the browser tests' config (scripts/chromium.json).
const chromiumConfig = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM = process.env.CHROMIUM_PATH || chromiumConfig.path;
export const CHROMIUM_ARGS = chromiumConfig.args;

export function build() {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: '' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/**
 * Starts `vite preview` (of `cwd`'s build, this tree's by default) and resolves with its origin and a stop function.
 * The port: the one given, else PREVIEW_PORT, else a free one.
 */
export async function startPreview(port, { cwd = process.cwd() } = {}) {
  port ??= await portFromEnv('PREVIEW_PORT');
  if (!existsSync(`${cwd}/dist/index.html`)) build();
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${output}`);
    try {
      const response = await fetch(origin + '/login');
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { origin, stop };
}
