import i18n from '@/i18n/instance';
import { LANGUAGES } from '@/i18n/core';
import type { NavEntry } from '@/src/areas/areaDefinition';
import { areas } from '@/src/areas/areas';
import { canOpen } from '@/src/auth/access';
import type { Role } from '@/dataProvider/types';
import { HITS_SHOWN } from './listGroup';
import type { Hit, SearchGroup } from './types';

function entriesFor(roles: readonly Role[]): NavEntry[] {
  return areas.filter((area) => canOpen(roles, area.name)).flatMap(({ nav }) => [nav, ...(nav.children ?? [])]);
}

/** As people type it: without case, and without Arabic's short vowels and tatweel. */
const folded = (text: string) => text.toLocaleLowerCase().replace(/[\u064B-\u0652\u0640]/g, '');

/** By their name in either language ("Loyalty", "الولاء"), found in the app's own texts, with no call. */
export const screensGroup: SearchGroup = {
  key: 'screens',
  search: async ({ typed, roles, translate }) => {
    const wanted = folded(typed.trim());
    const hits: Hit[] = entriesFor(roles)
      .filter(({ label }) => LANGUAGES.some((lng) => folded(i18n.t(label, { lng })).includes(wanted)))
      .slice(0, HITS_SHOWN)
      .map(({ label, to }) => ({ id: label, primary: [translate(label)], secondary: [], to }));
    return { hits };
  },
};
