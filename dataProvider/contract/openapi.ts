// The contract as an OpenAPI 3.1 document, built from `calls.ts` and `schemas/`; `npm run api` and the in-browser
// fake serve it at /api/v1/openapi.json.
import { z } from 'zod';
import { ACCESS_ROLES, CONTRACT_CALLS, etagRecordOf, preconditionRecordOf, type ContractCall } from './calls';
import { SCHEMAS } from './schemas';

type Json = Record<string, unknown>;

const ref = (kind: 'schemas' | 'responses' | 'headers' | 'parameters', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});
const json = (schema: Json, description: string) => ({ description, content: { 'application/json': { schema } } });

/** The input side as JSON Schema (what may be sent or answered; extra fields pass), without its own $schema. */
function jsonSchemaOf(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

function listSchema(mode: 'paged' | 'whole', items: Json): Json {
  const total = { type: 'integer', minimum: 0 };
  return mode === 'paged'
    ? {
        description:
          'A page of records, or every record with its count. The data provider also reads `{items, total}`.',
        oneOf: [
          { type: 'object', required: ['data', 'total'], properties: { data: { type: 'array', items }, total } },
          { type: 'object', required: ['items', 'total'], properties: { items: { type: 'array', items }, total } },
        ],
      }
    : {
        description: 'Every record: a bare array, `{data}` or `{items}`. The app filters, sorts and pages it.',
        oneOf: [
          { type: 'array', items },
          { type: 'object', required: ['data'], properties: { data: { type: 'array', items } } },
          { type: 'object', required: ['items'], properties: { items: { type: 'array', items } } },
        ],
      };
}

const components = {
  securitySchemes: {
    token: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description:
        'The token that `POST system-user/login` answered, sent as it was given (the fake also accepts `Bearer <token>`).',
    },
  },
  schemas: {
    ...Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, jsonSchemaOf(schema)])),
  },
  responses: {
    BadRequest: json(ref('schemas', 'Error'), 'The body or query is invalid; `errors` may name each bad field.'),
    Unauthorized: json(ref('schemas', 'Error'), 'No token, or an unknown or expired one. The app signs the user out.'),
    Forbidden: json(
      ref('schemas', 'Error'),
      'Signed in, but the role may not make this call. The app keeps the session.',
    ),
    NotFound: json(ref('schemas', 'Error'), 'No record with that id.'),
    TooLarge: json(ref('schemas', 'Error'), 'The body is longer than the call takes.'),
    UnsupportedMediaType: json(
      ref('schemas', 'Error'),
      'A body not sent as the call takes it: JSON with `content-type: application/json` (a file: `multipart/form-data`). A write without a body needs no content type.',
    ),
  },
  headers: {
    ETag: {
      description: [
        'Optional. The record’s version: a strong entity tag (RFC 9110), `"` + a hash of the record as answered + `"`, so',
        'any change to the record changes it. Sent back in `If-Match` on the record’s whole-record write. A backend',
        'without it is read as before.',
      ].join(' '),
      schema: { type: 'string' },
    },
  },
  parameters: {
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description: [
        'Optional. The `ETag` the record had when it was read (a comma-separated list of them, or `*`): the write is',
        'made only if the record still has it (RFC 9110 strong comparison: a weak `W/"…"` tag never matches),',
        'else it answers 412 with the current record. Without it the write is made as ever.',
      ].join(' '),
      schema: { type: 'string' },
    },
  },
};

const ETAG_HEADER = { ETag: ref('headers', 'ETag') };

function preconditionFailed(call: ContractCall, record: string): Json {
  const why = [
    '`If-Match` names no current version of the record: nothing was changed. The body is the record as it is now,',
    'as its GET answers it (a record without one: as its list shows it), and `ETag` its version, to merge with and',
    'send again. Only answered when `If-Match` is sent.',
  ].join(' ');
  // A path value that is no record's creates one (a new setting key): nothing there matches an If-Match.
  return call.unknownPathValue
    ? {
        ...json(
          { anyOf: [ref('schemas', record), ref('schemas', 'Error')] },
          `${why} With a path value that is no record's, the error body.`,
        ),
        headers: ETAG_HEADER,
      }
    : { ...json(ref('schemas', record), why), headers: ETAG_HEADER };
}

const PAGE_PARAMETERS = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 }, description: 'From 1.' },
  { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'sort', in: 'query', schema: { type: 'string' }, description: 'A field name.' },
  { name: 'order', in: 'query', schema: { enum: ['ASC', 'DESC'] } },
  { name: 'q', in: 'query', schema: { type: 'string' }, description: 'Free text.' },
];

const rolesOf = (call: ContractCall): readonly string[] =>
  call.access === 'public' ? [] : call.access === 'signedIn' ? ['any'] : ACCESS_ROLES[call.access];

function uploadBody({ part, accepts }: NonNullable<ContractCall['upload']>): Json {
  const schema = {
    type: 'object',
    required: [part],
    properties: { [part]: { type: 'string', format: 'binary', description: accepts } },
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function operation(call: ContractCall): Json {
  const listMode = call.answers;
  const pathParameters = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const rule = call.pathPatterns?.[name];
    return {
      name,
      in: 'path',
      required: true,
      ...(rule && { description: rule.description }),
      schema: { type: 'string', ...(rule && { pattern: rule.pattern.source }) },
    };
  });
  const record = ref('schemas', call.record);
  const answer = listMode ? listSchema(listMode, record) : record;
  // A versioned record's answer carries its ETag; a write of the whole record takes If-Match and may answer 412.
  const versioned = etagRecordOf(call) !== undefined;
  const precondition = preconditionRecordOf(call);
  const withETag = (response: Json): Json => (versioned ? { ...response, headers: ETAG_HEADER } : response);
  const responses: Json = {};
  if (call.creates) responses[201] = withETag(json(answer, 'Created.'));
  if (call.creates !== 'new')
    responses[200] = withETag(json(answer, listMode ? `The ${listMode} list.` : 'The answer.'));
  if (call.body || call.upload || call.query || call.pathPatterns) responses[400] = ref('responses', 'BadRequest');
  if (call.access !== 'public') responses[401] = ref('responses', 'Unauthorized');
  if (call.access === 'customerCare' || call.access === 'admin') responses[403] = ref('responses', 'Forbidden');
  if (pathParameters.length > 0 && !call.unknownPathValue) responses[404] = ref('responses', 'NotFound');
  if (call.optional) responses[404] = json(ref('schemas', 'Error'), 'A backend without this optional call.');
  if (precondition) responses[412] = preconditionFailed(call, precondition);
  if (call.body || call.upload) responses[413] = ref('responses', 'TooLarge');
  if (call.method !== 'GET') responses[415] = ref('responses', 'UnsupportedMediaType');
  for (const [status, why] of Object.entries(call.refusals ?? {})) {
    const generic = responses[status] as { $ref?: string } | undefined;
    const also = generic?.$ref
      ? ` Also: ${(components.responses as Record<string, { description: string }>)[generic.$ref.split('/').pop() ?? ''].description}`
      : '';
    responses[status] = json(ref('schemas', 'Error'), `${why}${also}`);
  }
  return {
    operationId: `${call.method.toLowerCase()} ${call.path}`,
    summary: call.summary,
    ...(call.unknownPathValue && { description: call.unknownPathValue }),
    ...(call.optional && { description: `Optional: ${call.optional}`, 'x-optional': true }),
    'x-access': call.access,
    'x-roles': rolesOf(call),
    ...(call.changesData && { 'x-changes-data': true }),
    security: call.access === 'public' ? [] : [{ token: [] }],
    parameters: [
      ...pathParameters,
      ...(precondition ? [ref('parameters', 'IfMatch')] : []),
      ...Object.entries(call.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      ...(listMode === 'paged' ? PAGE_PARAMETERS : []),
      ...Object.entries(call.filters ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ],
    ...(call.body && {
      requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', call.body) } } },
    }),
    ...(call.upload && { requestBody: uploadBody(call.upload) }),
    responses,
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const call of CONTRACT_CALLS) (paths[`/${call.path}`] ??= {})[call.method.toLowerCase()] = operation(call);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Food ordering back-office API',
      version: '1',
      description:
        'The calls of the back-office as its client makes them. Every request sends `accept-language: en|ar`; writes also send `?lang=en|ar`. A record may carry its version in an `ETag` that its whole-record write takes back in `If-Match` (412 when it is stale); both are optional.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ token: [] }],
    components,
    paths,
  };
}
