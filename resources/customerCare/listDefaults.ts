import type { ListDefaults } from '@/src/areas/areaDefinition';

/** The ticket list's start, newest first; a ticket's Previous and Next follow it before the list is visited. */
export const listDefaults = (): ListDefaults => ({ sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 });
