import { beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { CONTRACT_CALLS } from '@/dataProvider/contract/calls';
import { openApiDocument } from '@/dataProvider/contract/openapi';
import { endpoints } from '@/dataProvider/endpoints';
import { call, signIn, serveFakeForThisFile } from './fakeApi';

serveFakeForThisFile();

interface Operation {
  parameters: { name: string; in: string; schema?: { pattern?: string } }[];
  security: unknown[];
  'x-access': string;
  'x-roles': string[];
  'x-optional'?: boolean;
  description?: string;
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: { $ref?: string } } } }>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

let served: Document;
beforeAll(async () => {
  const answer = await call<Document>('openapi.json');
  expect(answer.status).toBe(200);
  served = answer.body;
});

const operationOf = (method: string, path: string) => served.paths[`/${path}`]?.[method.toLowerCase()];

describe('the OpenAPI document at /api/v1/openapi.json', () => {
  it('is served to anyone, as OpenAPI 3.1, and is the one the contract builds', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('describes every call of the contract with its path parameters, and no other', () => {
    const described = Object.entries(served.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice(1)}`),
    );
    expect(described.sort()).toEqual(CONTRACT_CALLS.map((c) => `${c.method} ${c.path}`).sort());
    for (const c of CONTRACT_CALLS) {
      const names = [...c.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      expect(
        operationOf(c.method, c.path)
          .parameters.filter((p) => p.in === 'path')
          .map((p) => p.name),
        `${c.method} ${c.path}`,
      ).toEqual(names);
    }
  });

  it('says who may make each call: no token for the public ones, 401 for the rest, 403 and the roles for staff calls', () => {
    for (const c of CONTRACT_CALLS) {
      const op = operationOf(c.method, c.path);
      const name = `${c.method} ${c.path}`;
      expect(op['x-access'], name).toBe(c.access);
      expect(op.security.length === 0, name).toBe(c.access === 'public');
      expect('401' in op.responses, name).toBe(c.access !== 'public');
      // A public call answers 403 only for a refusal of its own (sign-in to a deactivated account).
      expect('403' in op.responses, name).toBe(
        c.access === 'admin' || c.access === 'customerCare' || c.refusals?.[403] !== undefined,
      );
      if (c.access === 'admin') expect(op['x-roles'], name).toEqual(['admin']);
    }
  });

  it("matches the fake's answer to every list call, paged or whole and with its records as the document says", async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...served, $id: 'doc' });
    const token = await signIn('admin@example.com');
    const branchId = (await call<{ sk: string }[]>('Branches', { token })).body[0].sk;
    const lists = CONTRACT_CALLS.filter((c) => c.answers);
    expect(lists.length).toBe(16);
    for (const c of lists) {
      const pointer = `/paths/${encodeURIComponent(`/${c.path}`.replace(/\//g, '~1'))}/get/responses/200/content/application~1json/schema`;
      const validate = ajv.getSchema(`doc#${pointer}`);
      expect(JSON.stringify(validate?.schema), c.path).toMatch(c.answers === 'paged' ? /"total"/ : /"type":"array"/);
      // Its required query parameters, with a value of the kind the document describes.
      const query = Object.keys(c.query ?? {})
        .map((name) => `${name}=${name === 'day' ? '2026-11-26' : 'x'}`)
        .join('&');
      const answer = await call(c.path.replace('{branchId}', branchId) + (query ? `?${query}` : ''), { token });
      expect(answer.status, c.path).toBe(200);
      expect(validate?.(answer.body), `${c.path}: ${JSON.stringify(validate?.errors)}`).toBe(true);
    }
  });

  it('marks the calls a backend may leave out as optional, with the 404 of a backend without them', () => {
    const optional = CONTRACT_CALLS.filter((c) => c.optional).map((c) => `${c.method} ${c.path}`);
    expect(optional).toEqual(['GET orders']);
    const op = operationOf('GET', 'orders');
    expect(op['x-optional']).toBe(true);
    expect(op.description).toMatch(/^Optional: /);
    expect(Object.keys(op.responses)).toContain('404');
  });

  it("describes the records of schemas.ts field by field, and the fake's records fit them", async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...served, $id: 'doc' });
    const token = await signIn('care.admin@example.com');
    const ticket = (await call<{ data: unknown[] }>('customer-care?page=1&limit=1', { token })).body.data[0];
    const validate = ajv.getSchema('doc#/components/schemas/Ticket');
    expect(validate?.(ticket), JSON.stringify(validate?.errors)).toBe(true);
    // A ticket that lost a field, or carries a wrong type, does not fit.
    expect(validate?.({ ...(ticket as object), status: 'lost' })).toBe(false);
    const { subject: _subject, ...withoutSubject } = ticket as Record<string, unknown>;
    expect(validate?.(withoutSubject)).toBe(false);
  });

  it("reads each list the data provider pages or takes whole as the contract's list call answers it", () => {
    for (const row of Object.values(endpoints)) {
      const listCall = CONTRACT_CALLS.find((c) => c.method === 'GET' && c.path === row.list);
      if (listCall?.answers) expect(row.listMode, row.list).toBe(listCall.answers);
    }
  });

  it('lists the filters a list takes as optional query parameters, and the query a call needs as required ones', async () => {
    const token = await signIn('admin@example.com');
    const params = (method: string, path: string) =>
      (operationOf(method, path)?.parameters ?? []) as { name: string; in: string; required?: boolean }[];
    expect(params('GET', 'menu')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'categoryId', in: 'query', required: false })]),
    );
    expect(params('GET', 'Branches/{branchId}/orders')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'day', in: 'query', required: true })]),
    );
    // A filter the document lists is one the fake applies: every voucher of a type, and only those.
    const vouchers = await call<{ data: { type: string }[]; total: number }>('vouchers?type=oneTime&limit=100', {
      token,
    });
    expect(vouchers.body.total).toBeGreaterThan(0);
    expect(vouchers.body.data.every((voucher) => voucher.type === 'oneTime')).toBe(true);
  });

  it("gives a setting's key its pattern, which refuses the names every object has and anything but letters, digits, _ . -", () => {
    const key = operationOf('PATCH', 'settings/{id}').parameters.find((p) => p.name === 'id');
    const pattern = new RegExp(key?.schema?.pattern ?? '', 'u');
    for (const bad of ['__proto__', 'constructor', 'valueOf', '../../settings', 'a\0b', 'a\u202Eb', '', 'k'.repeat(65)])
      expect(pattern.test(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['vat_percentage', 'app.version-2', 'Constructor2', 'k'.repeat(64)])
      expect(pattern.test(good), good).toBe(true);
    expect('400' in operationOf('PATCH', 'settings/{id}').responses).toBe(true);
  });

  it('answers an error body as the document describes it', async () => {
    const ajv = new Ajv2020({ strict: false });
    const answer = await call('settings');
    expect(answer.status).toBe(401);
    expect(ajv.validate(served.components.schemas.Error, answer.body)).toBe(true);
    expect(answer.body).toHaveProperty('message');
  });
});
