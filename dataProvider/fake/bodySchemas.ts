/**
 * The contract's body schemas, loaded by the first call that may carry a body rather than with the fake: zod and
 * the schemas are a fifth of the in-page fake's code, and a cold page's first calls only read. The fake's first
 * handler waits for them on every such call (index.ts), so a handler reads them synchronously.
 */
type BodySchemas = typeof import('./bodySchemaModules');

let loaded: BodySchemas | undefined;
let loading: Promise<BodySchemas> | undefined;

export function loadBodySchemas(): Promise<BodySchemas> {
  loading ??= import('./bodySchemaModules').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls that send no body: GET, HEAD and OPTIONS. */
export const carriesNoBody = (method: string): boolean => ['GET', 'HEAD', 'OPTIONS'].includes(method);

export function bodySchemas(): BodySchemas {
  if (!loaded) throw new Error('A body schema was read before loadBodySchemas() resolved');
  return loaded;
}
