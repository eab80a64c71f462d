// How long `npm run api -- --data <file>` takes to store a write, at a seed scale: writes one after another and
// 40 at once, alternating a setting (a small collection) and a ticket comment (a collection of thousands).
// `node scripts/bench-writes.mjs` prints scale 1 beside scale 10 (BENCH_RUNS=5: five runs of each); `npm run bench` calls
// writeBench().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { importTs } from './run-ts.mjs';
import { median } from './bench-lists.mjs';

const SEQUENTIAL_WRITES = 40;
const PARALLEL_WRITES = 40;
const PARALLEL_ROUNDS = 5;
const WARM_UP_WRITES = 6;

async function call(origin, method, path, token, body) {
  const response = await fetch(`${origin}/api/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * { scale, tickets, sequentialMs, parallelMs }: how many tickets the seed has, the median time of one write made alone, and of one write among 40 sent at
 * once (each round's wall time over 40, the median of the rounds). Every write is answered only once it is on disk.
 */
export async function writeBench({ scale = 1 } = {}) {
  const { startApiServer } = await importTs('dataProvider/fake/server/apiServer.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-writes-'));
  const api = await startApiServer({ port: 0, data: join(dir, 'data.json'), scale, quiet: true });
  try {
    const { token } = await call(api.origin, 'POST', 'system-user/login', undefined, {
      email: 'admin@example.com',
      password: 'demo1234',
    });
    const { data: tickets = [], total: ticketCount } = await call(api.origin, 'GET', 'customer-care?limit=50', token);
    if (tickets.length === 0) throw new Error('customer-care listed no tickets to comment on');
    let n = 0;
    // Even writes save a setting, odd ones comment on one of the newest tickets.
    const write = () => {
      n += 1;
      return n % 2 === 0
        ? call(api.origin, 'PATCH', `settings/bench_${n}`, token, { value: String(n) })
        : call(api.origin, 'PUT', `customer-care/${tickets[n % tickets.length].id}/comment`, token, {
            text: `Bench comment ${n}`,
          });
    };
    const timed = async (writes) => {
      const started = performance.now();
      await writes();
      return performance.now() - started;
    };

    // The first writes read the seeds and warm the code up; they are not what is measured.
    for (let i = 0; i < WARM_UP_WRITES; i += 1) await write();
    const sequential = [];
    for (let i = 0; i < SEQUENTIAL_WRITES; i += 1) sequential.push(await timed(write));
    const parallel = [];
    for (let round = 0; round < PARALLEL_ROUNDS; round += 1) {
      const wall = await timed(() => Promise.all(Array.from({ length: PARALLEL_WRITES }, write)));
      parallel.push(wall / PARALLEL_WRITES);
    }
    return { scale, tickets: ticketCount, sequentialMs: median(sequential), parallelMs: median(parallel) };
  } finally {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Scale 1 and 10 take turns, BENCH_RUNS times (3 by default), and the medians are printed: on a machine shared
  // with other work, one pair alone can differ by half from the next.
  const runs = Number(process.env.BENCH_RUNS || 3);
  const results = { 1: [], 10: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const scale of [1, 10]) results[scale].push(await writeBench({ scale }));
  }
  const summary = (scale, key) => median(results[scale].map((result) => result[key]));
  const row = (label, key) => {
    const [small, large] = [summary(1, key), summary(10, key)];
    return `| ${label} | ${small.toFixed(2)} | ${large.toFixed(2)} | ${(large / small).toFixed(2)} |`;
  };
  const tickets = (scale) => results[scale][0].tickets;
  console.log(
    `| ms per write (median of ${runs} runs) | scale 1 (${tickets(1)} tickets) | scale 10 (${tickets(10)} tickets) | ratio |`,
  );
  console.log('|---|---|---|---|');
  console.log(row(`one at a time (${SEQUENTIAL_WRITES})`, 'sequentialMs'));
  console.log(row(`${PARALLEL_WRITES} at once (${PARALLEL_ROUNDS} rounds)`, 'parallelMs'));
}
