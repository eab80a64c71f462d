// `npm run api`: the browser fake's msw handlers over real HTTP on 127.0.0.1 (apiServer.ts), so a build without the
// fake (VITE_API_URL set) runs and is tested over a real network path. Its options are README.md's table, read in
// cliOptions.ts; API_JOURNAL_COMPACT_BYTES (tests only) compacts the --data journal whenever it passes that size.
// Run as TypeScript through Vite's module runner (scripts/run-ts.mjs): no build step, no extra dependency.
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
