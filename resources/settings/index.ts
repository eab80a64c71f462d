import { lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import type { AreaDefinition } from '../types';
import type { Setting } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'settings',
  order: 120,
  nav: { to: '/settings', label: 'app.nav.settings', icon: SettingsIcon },
  resource: {
    list: lazy(() => import('./SettingList')),
    edit: lazy(() => import('./SettingEdit')),
    create: lazy(() => import('./SettingCreate')),
    recordRepresentation: (setting: Setting) => setting.key,
  },
};
