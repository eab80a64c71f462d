/** Week days from Saturday: index 0 is Saturday, 6 Friday, as dayOfWeek() counts. */
export const WEEK_DAY_KEYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
