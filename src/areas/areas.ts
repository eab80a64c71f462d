import type { AreaDefinition } from './areaDefinition';

export const areas: AreaDefinition[] = Object.values(
  import.meta.glob<AreaDefinition>('../../resources/*/index.{ts,tsx}', { eager: true, import: 'area' }),
).sort((a, b) => a.order - b.order);
