import { languageOf } from '@/i18n/language';
import { useLocaleState, useResourceContext } from 'react-admin';
import type { ListDefaults } from '@/resources/types';
import { areas } from './areas';

/**
 * The current list's defaults from its area's definition (`listDefaults`), in the screen's language: the
 * same ones preloadScreen.ts fetches the first page with, so the list asks for what was fetched.
 */
export function useListDefaults(): ListDefaults | undefined {
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  return areas.find((area) => area.name === resource)?.listDefaults?.(languageOf(locale));
}
