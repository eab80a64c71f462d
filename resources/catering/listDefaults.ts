import type { ListDefaults } from '@/src/areas/areaDefinition';

/** The catering list's start, newest first; a request's Previous and Next follow it before the list is visited. */
export const listDefaults = (): ListDefaults => ({ sort: { field: 'createdAt', order: 'DESC' } });
