/** Whether an answer fits the OpenAPI document: a status the call lists, and a body that fits its schema. */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { contractCall } from './calls';
import { openApiDocument } from './openapi';

type Json = Record<string, unknown>;

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  const first = errors?.find((error) => error.keyword !== 'oneOf') ?? errors?.[0];
  if (!first) return 'does not fit the document';
  return `${first.instancePath || 'the answer'} ${first.message ?? 'does not fit'}`;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export interface AnswerChecker {
  /** Undefined when it fits or is not a call of the contract. `path` is after /api/v1/, without the query. */
  problemOf(method: string, path: string, status: number, body: unknown): string | undefined;
  schemaAt(ref: string): ValidateFunction;
}

export function answerChecker(document: Json = openApiDocument()): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addSchema({ ...document, $id: 'contract' });
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, Json> }>>;
  const schemaAt = (ref: string) => {
    const validate = ajv.getSchema(`contract${ref}`);
    if (!validate) throw new Error(`the document has no schema at ${ref}`);
    return validate;
  };

  function responseRef(path: string, method: string, status: number): string | undefined {
    const response = paths[`/${path}`]?.[method]?.responses[status];
    if (!response) return undefined;
    const shared =
      typeof response.$ref === 'string'
        ? response.$ref
        : `#/${pointer('paths', `/${path}`, method, 'responses', String(status))}`;
    return `${shared}/content/application~1json/schema`;
  }

  return {
    schemaAt,
    problemOf(method, path, status, body) {
      const call = contractCall(method, path);
      if (!call) return undefined;
      const ref = responseRef(call.path, method.toLowerCase(), status);
      if (!ref) return `answered ${status}, which the document does not list for ${method} ${call.path}`;
      const validate = schemaAt(ref);
      return validate(body) ? undefined : `${method} ${call.path} ${status}: ${describeErrors(validate.errors)}`;
    },
  };
}
