import { languageOf, type Language } from '@/i18n/language';
import { useLocaleState, useResourceContext } from 'react-admin';
import type { ListDefaults } from '@/src/areas/areaDefinition';
import { areas } from '@/src/areas/areas';

/** A list as its area defines it. */
export interface AreaListSetup {
  /** Its order, page size and filter (`listDefaults`). */
  defaults?: ListDefaults;
  /** Where its Create button leads; none when the area has no create screen for it. */
  createTo?: string;
}

/**
 * The list of a data-provider resource, from the area that defines it: the area of that name (its Resource's
 * list), or the area that declares it among its `routeLists`.
 */
export function areaListOf(resource: string | undefined, language: Language): AreaListSetup {
  if (!resource) return {};
  for (const area of areas) {
    if (area.name === resource) {
      return {
        defaults: area.listDefaults?.(language),
        createTo: area.resource?.create ? `/${area.name}/${area.createPath ?? 'create'}` : undefined,
      };
    }
    const list = area.routeLists?.[resource];
    if (list) {
      return {
        defaults: list.listDefaults(language),
        createTo: list.createPath === undefined ? undefined : `/${area.name}/${list.createPath}`,
      };
    }
  }
  return {};
}

/**
 * The current list's setup (its `resource`, else the Resource it is under), in the screen's language: the
 * defaults are the ones preloadScreen.ts fetches the first page with, so the list asks for what was fetched.
 */
export function useAreaList(resource?: string): AreaListSetup {
  const name = useResourceContext({ resource });
  const [locale] = useLocaleState();
  return areaListOf(name, languageOf(locale));
}
