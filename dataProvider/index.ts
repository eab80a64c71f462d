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
import { ApiError, request, type Payload } from './http';
import { endpointRows, type ActionName, type ResourceEndpoints, type ResourceName } from './endpoints';
import { pageInBrowser, readList, readRecord, withId, type Row } from './normalize';

export interface ActionParams<A extends string = string> {
  /** The name of the call in the resource's `actions` row. */
  action: A;
  id?: Identifier;
  data?: Payload;
  /** Extra request headers (the import's password confirmation). */
  headers?: Record<string, string>;
  /** The caller shows its own message on failure (e.g. 'Failed to sort the items'). */
  silent?: boolean;
  /** The record an action changes: sent whole by the actions that are its own save (`recordChange`). */
  record?: RaRecord;
}

/** react-admin's DataProvider plus the API's nonstandard calls, as one custom verb. */
export interface AppDataProvider extends DataProvider {
  action: <T extends RaRecord = RaRecord, R extends ResourceName = ResourceName>(
    resource: R,
    params: ActionParams<ActionName<R>>,
  ) => Promise<{ data: T | null }>;
  /** A nonstandard call that answers a list (a branch's orders of a day). */
  actionList: <T extends RaRecord = RaRecord, R extends ResourceName = ResourceName>(
    resource: R,
    params: ActionParams<ActionName<R>>,
  ) => Promise<{ data: T[] }>;
  /** A multipart call (the voucher customers file): the form is sent as it is, and the answer handed back. */
  upload: <T = unknown, R extends ResourceName = ResourceName>(
    resource: R,
    params: UploadParams<ActionName<R>>,
  ) => Promise<T>;
}

export interface UploadParams<A extends string = string> {
  /** The call's name in the resource's `actions` row; its path takes no placeholders. */
  action: A;
  form: FormData;
  silent?: boolean;
}

/** The method, path and payload of one of a resource's `actions`. */
function actionCall(resource: string, params: ActionParams) {
  const row = rowOf(resource);
  const call = row.actions?.[params.action];
  if (!call) throw new Error(`${resource} has no action "${params.action}"`);
  const data = params.data ?? {};
  if (call.recordChange) {
    if (!params.record) throw new Error(`${resource} "${params.action}" sends the whole record: pass it`);
    return {
      row,
      call,
      payload: payloadFor(row, call.path, {
        ...params.record,
        ...call.recordChange,
        id: params.id ?? params.record.id,
      }),
    };
  }
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

/** Pages asked for at once when a paged list is read whole (a record with no GET of its own: system users). */
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
  // A list that came back whole is paged here; a paged answer is taken as the server sent it.
  if (total === undefined || row.listMode === 'whole') {
    return pageInBrowser(withIds, { page, perPage, sort, filter, searchIn: row.searchIn });
  }
  return { data: withIds, total };
}

async function getOne(resource: string, id: Identifier): Promise<RaRecord> {
  const row = rowOf(resource);
  if (row.one) return toRecord(row, await request('GET', row.one, { id }));
  const found = (await fetchWhole(row)).find((record) => String(record.id) === String(id));
  // Not in the list: the server would have answered 404 for it.
  if (!found) throw new ApiError(i18n.t('app.load.notFound'), 404, null);
  return found;
}

/** The body the API takes, plus the fields the path's `{placeholders}` are filled from. */
function payloadFor(row: ResourceEndpoints, path: string, data: Payload): Payload {
  const payload = row.toBody ? row.toBody(data) : { ...data };
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) payload[name] = data[name];
  return payload;
}

/**
 * react-admin's methods are generic over the record type each caller expects, which only the caller knows;
 * the answers are checked for shape here (normalize.ts) and handed on as that type.
 */
const asCallerExpects = <R extends RaRecord>(record: RaRecord): R => record as R;

export const dataProvider: AppDataProvider = {
  getList: async <R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> => {
    const { data, total } = await getList(resource, params);
    return { data: data.map(asCallerExpects<R>), total };
  },

  getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> => ({
    data: asCallerExpects<R>(await getOne(resource, params.id)),
  }),

  getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> => {
    const row = rowOf(resource);
    // A whole list is one call for every id; otherwise one call per record.
    if (row.listMode === 'whole' || !row.one) {
      const wanted = new Set(params.ids.map(String));
      return {
        data: (await fetchWhole(row)).filter((record) => wanted.has(String(record.id))).map(asCallerExpects<R>),
      };
    }
    return { data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))).map(asCallerExpects<R>) };
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

  update: async <R extends RaRecord>(resource: string, params: UpdateParams): Promise<UpdateResult<R>> => {
    const row = rowOf(resource);
    if (!row.update) throw new Error(`${resource} cannot be updated`);
    const { method, path } = row.update;
    const payload = payloadFor(row, path, { ...(params.data as Payload), id: params.id });
    return { data: asCallerExpects<R>(toRecord(row, await request(method, path, payload))) };
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
    const { row, call, payload } = actionCall(resource, params);
    const body = await request(call.method, call.path, payload, { headers: params.headers, silent: params.silent });
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
    const call = rowOf(resource).actions?.[params.action];
    if (!call) throw new Error(`${resource} has no action "${params.action}"`);
    return request<T>(call.method, call.path, params.form, { silent: params.silent });
  },
};
