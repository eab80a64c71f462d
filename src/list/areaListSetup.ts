import { languageOf, type Language } from '@/i18n/language';
import { useLocaleState, useResourceContext } from 'react-admin';
import type { ListDefaults } from '@/src/areas/areaDefinition';
import { areas } from '@/src/areas/areas';

export interface AreaListSetup {
  defaults?: ListDefaults;
  createTo?: string;
}

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

/** The defaults preloadScreen.ts fetches the first page with, so the list asks for what was fetched. */
export function useAreaList(resource?: string): AreaListSetup {
  const name = useResourceContext({ resource });
  const [locale] = useLocaleState();
  return areaListOf(name, languageOf(locale));
}
