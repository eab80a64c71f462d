/** The fake's seeded collections, found as the fake finds its areas (every defineCollection under seed/): a new one cannot be left out. */
import type { CollectionDef } from '@/dataProvider/fake';

const isCollection = (value: unknown): value is CollectionDef<unknown> =>
  typeof value === 'object' && value !== null && 'seed' in value && 'idOf' in value && 'name' in value;

export const SEEDED_COLLECTIONS: readonly CollectionDef<unknown>[] = Object.values(
  import.meta.glob<Record<string, unknown>>('../../dataProvider/fake/seed/*.ts', { eager: true }),
).flatMap((module) => Object.values(module).filter(isCollection));
