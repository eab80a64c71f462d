export { useLocalName } from '@/src/localName';

/** Week days from Saturday: 0 Saturday … 6 Friday. */
export const WEEK_DAY_KEYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
