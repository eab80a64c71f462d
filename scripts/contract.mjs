// `npm run contract -- --api https://backend.example --email staff@example.com --password …`: checks a server
// against the app's API contract (dataProvider/contract/) with safe calls only. It signs in, makes every GET
// of the contract (a GET that changes data, the point-of-sale import, is left out), validates each answer
// against the OpenAPI document and reads it as the app's data provider does, then asks each signed-in GET
// again without a token (it must answer 401 with the error body). With --writes it also creates, changes and
// deletes records of its own (an inactive menu category and item: dataProvider/contract/checkWrites.ts).
// Prints one row per call: fits, what differs, or why it was not asked. Exits 1 when anything differs, 2 on
// wrong options.
//
//   npm run api                                                    # terminal 1: the fake over HTTP
//   npm run contract -- --api http://127.0.0.1:4400 --email admin@example.com --password demo1234
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { importTs } from './run-ts.mjs';

/** The check itself (dataProvider/contract/check.ts), loaded through Vite's module runner as `npm run api` loads the fake. */
export async function loadCheck() {
  return (await importTs('dataProvider/contract/check.ts')).checkContract;
}

const today = () => new Date().toISOString().slice(0, 10);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      day: { type: 'string', default: today() },
      writes: { type: 'boolean', default: false },
    },
  });
  if (!values.api || !values.email || !values.password || !/^https?:\/\//.test(values.api)) {
    console.error(
      'usage: npm run contract -- --api <origin, http(s)://…> --email <a staff email> --password <its password> [--day YYYY-MM-DD] [--writes]',
    );
    process.exit(2);
  }
  const checkContract = await loadCheck();
  const rows = await checkContract({
    api: values.api,
    email: values.email,
    password: values.password,
    day: values.day,
    writes: values.writes,
  });
  const width = Math.max(...rows.map((row) => row.call.length));
  for (const row of rows) console.log(`${row.call.padEnd(width)}  ${String(row.status).padEnd(9)}  ${row.verdict}`);
  const count = (outcome) => rows.filter((row) => row.outcome === outcome).length;
  console.log(
    `\n${count('fits')} fit, ${count('differs')} differ, ${count('not asked')} not asked, against ${values.api}`,
  );
  process.exit(count('differs') > 0 || rows[0]?.outcome !== 'fits' ? 1 : 0);
}
