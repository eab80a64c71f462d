// @vitest-environment node
// `npm run api -- --data <file>`: a change the server confirmed survives the server being killed outright, in the
// middle of an append to the journal or of a compaction (dataProvider/fake/server/journalStorage.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fake-api-kill-'));
const dataFile = join(dir, 'data.json');
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts `npm run api` as its own process on a free port, keeping its data in `dataFile`; `compactAtBytes` makes it
 * compact its journal that often (a few writes' worth) rather than once it has outgrown the snapshot.
 */
function startServer(compactAtBytes?: number): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['scripts/run-ts.mjs', 'dataProvider/fake/server/main.ts', '--port', '0', '--data', dataFile, '--quiet'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, API_JOURNAL_COMPACT_BYTES: compactAtBytes ? String(compactAtBytes) : '' },
    },
  );
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const origin = /fake API on (http:\/\/[^/\s]+)/.exec(out)?.[1];
      if (origin) resolve({ origin, child });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the API server exited (${code}) before it listened: ${out}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Saves settings one after another until the server goes away, pushing each key it confirmed with a 200. */
async function writeUntilKilled(origin: string, token: string, writer: string, confirmed: string[]): Promise<void> {
  for (let n = 0; ; n += 1) {
    const key = `durable_${writer}_${n}`;
    try {
      const response = await fetch(`${origin}/api/v1/settings/${key}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ value: String(n) }),
      });
      await response.arrayBuffer();
      if (response.status === 200) confirmed.push(key);
    } catch {
      return;
    }
  }
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('npm run api -- --data', () => {
  it('loses none of the writes it confirmed when killed (kill -9) while four writers save in parallel, eight times over, mid-compaction in half of them', async () => {
    const ROUNDS = 8;
    const WRITERS = 4;
    const confirmed: string[] = [];
    let token = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every other round compacts after a few writes, so the kill may land in a compaction or between its steps.
      const { origin, child } = await startServer(round % 2 ? 4096 : undefined);
      // The session opened in the first round was confirmed too: it must still let the admin in.
      if (!token) token = await signIn(origin);
      const before = confirmed.length;
      const writers = Array.from({ length: WRITERS }, (_, w) =>
        writeUntilKilled(origin, token, `r${round}w${w}`, confirmed),
      );
      // Killed while writes are in flight, a little later each round, once the writers have had some confirmed.
      await until(() => confirmed.length - before >= WRITERS * 2);
      await new Promise((resolve) => setTimeout(resolve, round * 15));
      await killHard(child);
      await Promise.all(writers);
    }

    expect(readFileSync(dataFile, 'utf8'), 'the journal was compacted into the file').toContain('durable_');
    const { origin, child } = await startServer();
    const response = await fetch(`${origin}/api/v1/settings`, { headers: { authorization: token } });
    expect(response.status, 'the session confirmed before the first kill still signs in').toBe(200);
    const stored = new Set(((await response.json()) as { key: string }[]).map((setting) => setting.key));
    await killHard(child);

    const lost = confirmed.filter((key) => !stored.has(key));
    expect(lost, `${lost.length} of ${confirmed.length} confirmed writes lost`).toEqual([]);
  }, 180_000);
});
