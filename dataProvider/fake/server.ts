/** What `npm run api` loads in one go: the fake and the contract's document it serves. */
export * from './index';
export { openApiDocument } from '../contract/openapi';
