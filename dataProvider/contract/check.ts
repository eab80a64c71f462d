// Checks a server against the contract with safe calls only: every GET signed in (ids from the lists' first
// records), then signed out. A record's `ETag` is optional, but one that is there must be strong, the only kind
// If-Match can match; an optional call answered 404 fits too.
import { endpointRows } from '../endpoints';
import { readList, readRecord, withId, type Row } from '../normalize';
import { CONTRACT_CALLS, etagRecordOf, type ContractCall } from './calls';
import { answerChecker, describeErrors, type AnswerChecker } from './answerCheck';
import { asker, row, type Answer, type CheckRow } from './ask';
import { checkWrites } from './checkWrites';

export type { CheckRow };

export interface CheckOptions {
  api: string;
  email: string;
  password: string;
  day: string;
  writes?: boolean;
}

// Which list gives a path parameter its value; `{id}` comes from the list its path starts with.
const ID_SOURCES: Record<string, string> = {
  branchId: 'Branches',
  itemId: 'menu',
  offerId: 'offers',
  code: 'promo-codes',
  voucherId: 'vouchers',
  planId: 'subscriptions/admin-plans',
};

const idKeyOf = (listPath: string) => Object.values(endpointRows).find((row) => row?.list === listPath)?.idKey ?? 'id';
const nameOf = (call: ContractCall) => `${call.method} ${call.path}`;

export async function checkContract({ api, email, password, day, writes = false }: CheckOptions): Promise<CheckRow[]> {
  const base = `${api.replace(/\/+$/, '')}/api/v1/`;
  const checker = answerChecker();
  const errorSchema = checker.schemaAt('#/components/schemas/Error');
  const rows: CheckRow[] = [];

  const ask = asker(base);

  const signIn = await ask('POST', 'system-user/login', undefined, { email, password });
  const session = signIn?.body as { token?: unknown; user?: unknown } | undefined;
  const token = typeof session?.token === 'string' ? session.token : undefined;
  rows.push(
    row(
      'POST system-user/login',
      signIn?.status ?? 'no answer',
      signIn?.status !== 200
        ? `answered ${signIn?.status ?? 'nothing'}, not 200`
        : !token
          ? 'no token string in the answer'
          : typeof session?.user !== 'object'
            ? 'no user in the answer'
            : 'fits',
    ),
  );
  if (!token) return rows;

  const firstIds = new Map<string, string>();
  const gets = CONTRACT_CALLS.filter((call) => call.method === 'GET' && call.access !== 'public' && !call.changesData);
  for (const call of [...gets.filter((c) => c.answers), ...gets.filter((c) => !c.answers)]) {
    const path = askablePath(call, firstIds, day);
    if (path === undefined) {
      rows.push(row(nameOf(call), 'no answer', 'not asked: no id or query value to ask it with'));
      continue;
    }
    const answer = await ask('GET', path, token);
    if (!answer) {
      rows.push(row(nameOf(call), 'no answer', 'no answer (connection failed)'));
      continue;
    }
    rows.push(row(nameOf(call), answer.status, verdictOf(call, answer, firstIds, checker)));
  }

  for (const call of gets) {
    const path = askablePath(call, firstIds, day) ?? call.path.replace(/\{\w+\}/g, 'no-such-id');
    const answer = await ask('GET', path);
    const verdict = !answer
      ? 'no answer (connection failed)'
      : call.optional && answer.status === 404
        ? OPTIONAL_ABSENT
        : answer.status !== 401
          ? `answered ${answer.status} without a token, not 401`
          : errorSchema(answer.body)
            ? 'fits'
            : `the 401's body: ${describeErrors(errorSchema.errors)}`;
    rows.push(row(`${nameOf(call)} (signed out)`, answer?.status ?? 'no answer', verdict));
  }
  if (writes) rows.push(...(await checkWrites(ask, token, checker)));
  return rows;
}

function sampleQuery(name: string, firstIds: Map<string, string>, day: string): string | undefined {
  if (name === 'day') return day;
  if (name === 'fileType') return 'image/png';
  if (name === 'id') return firstIds.get('menu');
  return undefined;
}

function askablePath(call: ContractCall, firstIds: Map<string, string>, day: string): string | undefined {
  let missing = false;
  const path = call.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const source = ID_SOURCES[name] ?? call.path.split('/{')[0];
    const id = firstIds.get(source);
    if (id === undefined) missing = true;
    return encodeURIComponent(id ?? '');
  });
  if (missing) return undefined;
  const values = Object.keys(call.query ?? {}).map((name) => [name, sampleQuery(name, firstIds, day)] as const);
  if (values.some(([, value]) => value === undefined)) return undefined;
  const query = values.map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** RFC 9110: a weak or malformed ETag never matches If-Match. */
export function etagProblemOf(etag: string | null): string | undefined {
  if (etag === null || /^"[\x21\x23-\x7e\x80-\xff]*"$/.test(etag)) return undefined;
  return etag.startsWith('W/')
    ? `a weak ETag (${etag}) never matches If-Match: send a strong one (a proxy that gzips, such as nginx, weakens it)`
    : `the ETag ${etag} is not an entity-tag ("…")`;
}

const OPTIONAL_ABSENT = 'fits (an optional call this server does not answer: 404)';

function verdictOf(call: ContractCall, answer: Answer, firstIds: Map<string, string>, checker: AnswerChecker): string {
  if (call.optional && answer.status === 404) return OPTIONAL_ABSENT;
  if (answer.status !== 200) return `answered ${answer.status}, not 200`;
  if (typeof answer.body === 'symbol') return 'the answer is not JSON';
  const problem = checker.problemOf('GET', call.path, 200, answer.body);
  if (problem)
    return `${call.answers ? `not a ${call.answers} list of its records` : 'not its record'}: ${problem.replace(/^GET \S+ 200: /, '')}`;
  if (call.answers) {
    let records: Row[];
    try {
      records = readList(answer.body).records;
    } catch (error) {
      return (error as Error).message;
    }
    try {
      const ids = records.map((record) => String(withId(record, idKeyOf(call.path)).id));
      if (ids[0] !== undefined) firstIds.set(call.path, ids[0]);
    } catch (error) {
      return `a record the app cannot open: ${(error as Error).message}`;
    }
    return 'fits';
  }
  try {
    readRecord(answer.body);
  } catch (error) {
    return (error as Error).message;
  }
  return (etagRecordOf(call) && etagProblemOf(answer.etag)) || 'fits';
}
