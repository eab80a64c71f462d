import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import i18n from '@/i18n/instance';
import { ApiError, request, requestTagged, showError, type Payload, type RequestOptions, type Tagged } from './http';
import { mergeOnto, recordGone, writeOnCurrent, type WriteOptions } from './freshWrite';
import { endpointRows, type ActionName, type ResourceEndpoints, type ResourceName } from './endpoints';
import { pageInBrowser, readList, readRecord, withId, type Row } from './normalize';

export interface ActionParams<A extends string = string> {
  action: A;
  id?: Identifier;
  data?: Payload;
  headers?: Record<string, string>;
  /** The caller tells a failure in its own words. */
  silent?: boolean;
  signal?: AbortSignal;
  /** As the screen shows it; a `recordChange` action sends the server's copy, read again, never this one. */
  record?: RaRecord;
}

/** react-admin's DataProvider plus the API's nonstandard calls, as one custom verb. */
export interface AppDataProvider extends DataProvider {
  action: <T extends RaRecord = RaRecord, R extends ResourceName = ResourceName>(
    resource: R,
    params: ActionParams<ActionName<R>>,
  ) => Promise<{ data: T | null }>;
  actionList: <T extends RaRecord = RaRecord, R extends ResourceName = ResourceName>(
    resource: R,
    params: ActionParams<ActionName<R>>,
  ) => Promise<{ data: T[] }>;
  /** Multipart (the voucher customers file): the form is sent as it is. */
  upload: <T = unknown, R extends ResourceName = ResourceName>(
    resource: R,
    params: UploadParams<ActionName<R>>,
  ) => Promise<T>;
}

export interface UploadParams<A extends string = string> {
  action: A;
  form: FormData;
  silent?: boolean;
}

function actionOf(resource: string, action: string) {
  const row = rowOf(resource);
  const call = row.actions?.[action];
  if (!call) throw new Error(`${resource} has no action "${action}"`);
  return { row, call };
}

function actionCall(resource: string, params: ActionParams) {
  const { row, call } = actionOf(resource, params.action);
  const data = params.data ?? {};
  const payload: Payload = { ...(call.body ? call.body(data) : data) };
  if (params.id !== undefined) payload.id = params.id;
  return { row, call, payload };
}

function rowOf(resource: string): ResourceEndpoints {
  const row = endpointRows[resource];
  if (!row) throw new Error(`No endpoint row for the resource "${resource}"`);
  return row;
}

function toRecord(row: ResourceEndpoints, body: unknown): RaRecord {
  return withId(readRecord(body), row.idKey);
}

/** Page size when a paged list is read whole (system users have no GET of one). */
const WHOLE_PAGE = 100;

async function fetchWhole(row: ResourceEndpoints, filter: Row = {}): Promise<RaRecord[]> {
  if (row.listMode === 'whole')
    return readList(await request('GET', row.list, row.listQuery?.(filter))).records.map((record) =>
      withId(record, row.idKey),
    );
  const all: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { records, total } = readList(await request('GET', row.list, { ...filter, page, limit: WHOLE_PAGE }));
    all.push(...records.map((record) => withId(record, row.idKey)));
    if (records.length < WHOLE_PAGE || (total !== undefined && all.length >= total)) return all;
  }
}

async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  const row = rowOf(resource);
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const sort = params.sort;
  const filter = (params.filter ?? {}) as Row;
  const query: Payload =
    row.listMode === 'paged'
      ? { page, limit: perPage, ...(sort?.field ? { sort: sort.field, order: sort.order } : {}), ...filter }
      : (row.listQuery?.(filter) ?? {});
  // `meta.silent`: the caller tells a failure in its own words (the export's dialog), with no toast as well.
  const silent = (params.meta as { silent?: unknown } | undefined)?.silent === true;
  const { records, total } = readList(await request('GET', row.list, query, { signal: params.signal, silent }));
  const withIds = records.map((record) => withId(record, row.idKey));
  if (total === undefined || row.listMode === 'whole') {
    return pageInBrowser(withIds, { page, perPage, sort, filter, searchIn: row.searchIn });
  }
  return { data: withIds, total };
}

async function getOne(
  resource: string,
  id: Identifier,
  { silent = false, known }: { silent?: boolean; known?: RaRecord } = {},
): Promise<Tagged<RaRecord>> {
  const row = rowOf(resource);
  if (row.one) {
    const { body, etag } = await requestTagged('GET', row.one, { id }, { silent });
    return { body: toRecord(row, body), etag };
  }
  const isIt = (record: RaRecord) => String(record.id) === String(id);
  // A record already known (the form's, the list's row) is looked for by the list's own search first: one call.
  if (known && row.lookup) {
    const { records } = readList(await request('GET', row.list, row.lookup(known), { silent }));
    const found = records.map((record) => withId(record, row.idKey)).find(isIt);
    if (found) return { body: found };
  }
  const found = (await fetchWhole(row)).find(isIt);
  // Not in the list: the server would have answered 404 for it.
  if (!found) throw new ApiError(i18n.t('app.load.notFound'), 404, null);
  return { body: found };
}

/** The record as the server has it now, just before a write built on it; deleted meanwhile, the write stops. */
async function readFresh(
  resource: string,
  id: Identifier,
  { silent = false, known }: { silent?: boolean; known?: RaRecord } = {},
): Promise<Tagged<RaRecord>> {
  try {
    return await getOne(resource, id, { silent: true, known });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw recordGone(silent);
    if (error instanceof ApiError && !silent) showError(error.message);
    throw error;
  }
}

function payloadFor(row: ResourceEndpoints, path: string, data: Payload): Payload {
  const payload = row.toBody ? row.toBody(data) : { ...data };
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) payload[name] = data[name];
  return payload;
}

const withWriteOptions = (options: RequestOptions, write: WriteOptions): RequestOptions => ({
  ...options,
  ...write,
  headers: { ...options.headers, ...write.headers },
});

// React-admin's methods are generic over the record type only the caller knows; normalize.ts checked the shape.
const asCallerExpects = <R extends RaRecord>(record: RaRecord): R => record as R;

export const dataProvider: AppDataProvider = {
  getList: async <R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> => {
    const { data, total } = await getList(resource, params);
    return { data: data.map(asCallerExpects<R>), total };
  },

  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> => ({
    data: asCallerExpects<R>((await getOne(resource, params.id)).body),
  }),

  getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> => {
    const row = rowOf(resource);
    if (row.listMode === 'whole' || !row.one) {
      const wanted = new Set(params.ids.map(String));
      return {
        data: (await fetchWhole(row)).filter((record) => wanted.has(String(record.id))).map(asCallerExpects<R>),
      };
    }
    const found = await Promise.all(params.ids.map((id) => getOne(resource, id)));
    return { data: found.map(({ body }) => asCallerExpects<R>(body)) };
  },

  getManyReference: async <R extends RaRecord>(
    resource: string,
    params: GetManyReferenceParams,
  ): Promise<GetManyReferenceResult<R>> => {
    const { data, total } = await getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
    return { data: data.map(asCallerExpects<R>), total };
  },

  create: async <R extends RaRecord>(resource: string, params: CreateParams): Promise<CreateResult<R>> => {
    const row = rowOf(resource);
    if (!row.create) throw new Error(`${resource} cannot be created`);
    const { method, path } = row.create;
    const payload = payloadFor(row, path, params.data as Payload);
    return { data: asCallerExpects<R>(toRecord(row, await request(method, path, payload))) };
  },

  /**
   * A save merges: each field the form did not change takes the server's value, read again; a field both changed
   * differently stops the save with a ConflictError.
   */
  update: async <R extends RaRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> => {
    const row = rowOf(resource);
    if (!row.update) throw new Error(`${resource} cannot be updated`);
    const { method, path } = row.update;
    const shape = (record: Payload) => payloadFor(row, path, { ...record, id: params.id });
    const saved = await writeOnCurrent(
      () => readFresh(resource, params.id, { known: params.previousData }),
      mergeOnto(shape, params.data as Payload, params.previousData),
      (body, sendOptions) => request(method, path, body, sendOptions),
      (answer) => toRecord(row, answer),
    );
    return { data: asCallerExpects<R>(toRecord(row, saved)) };
  },

  updateMany: async (resource, params) => {
    await Promise.all(
      params.ids.map((id) => dataProvider.update(resource, { id, data: params.data, previousData: { id } })),
    );
    return { data: params.ids };
  },

  delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> => {
    const row = rowOf(resource);
    if (!row.delete) throw new Error(`${resource} cannot be deleted`);
    await request('DELETE', row.delete, { id: params.id });
    return { data: params.previousData ?? asCallerExpects<R>({ id: params.id }) };
  },

  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => dataProvider.delete(resource, { id })));
    return { data: params.ids };
  },

  action: async <T extends RaRecord = RaRecord>(resource: ResourceName, params: ActionParams) => {
    const { row, call } = actionOf(resource, params.action);
    const options = { headers: params.headers, silent: params.silent, signal: params.signal };
    let body: unknown;
    if (call.recordChange) {
      const id = params.id ?? params.record?.id;
      if (id === undefined) throw new Error(`${resource} "${params.action}" changes a record: pass its id`);
      const change = call.recordChange;
      body = await writeOnCurrent(
        () => readFresh(resource, id, { silent: params.silent, known: params.record }),
        (current) => payloadFor(row, call.path, { ...current, ...change, id }),
        (payload, sendOptions) => request(call.method, call.path, payload, withWriteOptions(options, sendOptions)),
        (answer) => toRecord(row, answer),
        params.silent,
      );
    } else if (call.replaces) {
      // A whole record with no id (plan settings, the loyalty programme): read by its reading call, merged as a save.
      const reading = actionOf(resource, call.replaces).call;
      const { merged } = call;
      const shape = (record: Payload): Payload =>
        merged
          ? Object.fromEntries(merged.filter((field) => field in record).map((field) => [field, record[field]]))
          : call.body
            ? call.body(record)
            : record;
      const data = params.data ?? {};
      const build = mergeOnto(shape, data);
      body = await writeOnCurrent(
        async () => {
          const fresh = await requestTagged(reading.method, reading.path, {}, { silent: params.silent });
          return { body: toRecord(row, fresh.body), etag: fresh.etag };
        },
        (current) => ({ ...data, ...build(current) }),
        (payload, sendOptions) => request(call.method, call.path, payload, withWriteOptions(options, sendOptions)),
        (answer) => toRecord(row, answer),
        params.silent,
      );
    } else {
      const { payload } = actionCall(resource, params);
      body = await request(call.method, call.path, payload, options);
    }
    // Some calls answer the changed record, others only a message.
    try {
      return { data: toRecord(row, body) as T };
    } catch {
      return { data: null };
    }
  },
  actionList: async <T extends RaRecord = RaRecord>(resource: ResourceName, params: ActionParams) => {
    const { call, payload } = actionCall(resource, params);
    const { records } = readList(await request(call.method, call.path, payload));
    // Records of another kind (orders) carry their own `id`.
    return { data: records.map((record) => withId(record)) as T[] };
  },
  upload: async <T = unknown>(resource: ResourceName, params: UploadParams) => {
    const { call } = actionOf(resource, params.action);
    return request<T>(call.method, call.path, params.form, { silent: params.silent });
  },
};
