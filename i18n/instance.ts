import { createInstance } from 'i18next';

/**
 * The one i18next instance. The HTTP client and the exporters translate outside React with it;
 * react-admin translates through the provider built on it (i18n/index.ts).
 */
const i18n = createInstance();
export default i18n;
