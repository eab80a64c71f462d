/**
 * What `npm run api` loads in one go: the fake, the contract's document it serves, and the body schemas (the
 * in-page fake fetches them with the first call that may carry a body; this module's loader is closed after it).
 */
import { loadBodySchemas } from './bodySchemas';

export * from './index';
export { openApiDocument } from '../contract/openapi';

await loadBodySchemas();
