// Loaded by the first call that may carry a body, not with the fake: zod and the schemas are a fifth of the in-page
// fake's code, and a cold page's first calls only read. The first handler awaits them (index.ts).
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

export const carriesNoBody = (method: string): boolean => ['GET', 'HEAD', 'OPTIONS'].includes(method);

export function bodySchemas(): BodySchemas {
  if (!loaded) throw new Error('A body schema was read before loadBodySchemas() resolved');
  return loaded;
}
