import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { Setting } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'settings',
  order: 120,
  nav: { to: '/settings', label: 'app.nav.settings', icon: SettingsIcon },
  // A few dozen keys: one page holds them all.
  listDefaults: () => ({ sort: { field: 'key', order: 'ASC' }, perPage: 25 }),
  resource: {
    list: lazyScreen(() => import('./SettingList')),
    edit: lazyScreen(() => import('./SettingEdit')),
    create: lazyScreen(() => import('./SettingCreate')),
    recordRepresentation: (setting: Setting) => setting.key,
  },
};
