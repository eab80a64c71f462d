// `npm run api`: the browser fake's msw handlers served over real HTTP on 127.0.0.1 (apiServer.ts), so a production
// build without the fake (VITE_API_URL set) runs, is tested and is measured over a real network path.
//
//   npm run api                          port 4400, data in memory (every start is the seed)
//   npm run api -- --port 4500           another port (or API_PORT=4500)
//   npm run api -- --data .fake-api.json keep changes in a JSON file and its journal (.fake-api.json.journal)
//                                        across restarts (or API_DATA=…); see journalStorage.ts
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
//   npm run api -- --quiet               no line per call
//   API_CORS_ORIGINS=https://bo.example.com npm run api   the origins allowed to call it (comma list);
//                                        by default any http://127.0.0.1:<port> or http://localhost:<port>
//                                        (cors.ts: any request header asked for, If-Match among them, and ETag read)
//   API_JOURNAL_COMPACT_BYTES=8192       compact the --data journal whenever it passes this size: for the test
//                                        that kills the server in the middle of compactions
//
// A body longer than its call allows is answered 413 and never read into memory (requestBody.ts). A call's changes
// are on disk before it is answered: a 2xx survives `kill -9` the next moment (journalStorage.ts).
// This file and the fake are TypeScript run as they are, through Vite's module runner (scripts/run-ts.mjs): no build
// step, no extra dependency. The package's script is `node scripts/run-ts.mjs dataProvider/fake/server/main.ts`.
import { startApiServer, type ApiServer } from './apiServer';
import { apiCommandLine, type ApiCommandLine } from './cliOptions';

export async function main(args: readonly string[]): Promise<void> {
  let options: ApiCommandLine;
  let api: ApiServer;
  try {
    options = apiCommandLine(args);
    api = await startApiServer(options);
  } catch (error) {
    // A wrong option (an --app-origin that is no origin) or a port in use: said in one line, not a stack.
    console.error(`npm run api could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { data, scale, hostile, appOrigin, testControls } = options;
  console.log(
    `fake API on ${api.origin}/api/v1/ (${data ? `data in ${data}` : 'data in memory'}, scale ${scale}${hostile ? ', hostile records' : ''})`,
  );
  console.log(
    `reset links open on ${appOrigin}; test controls (/api/v1/__fake/) ${testControls ? 'ON: the admin can read the outbox, arm faults, reset the data and place orders and tickets' : 'off'}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void api.close().then(() => process.exit(0));
    });
  }
}
