import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';
import type { AreaDefinition } from '../types';
import type { Branch } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'branches',
  order: 10,
  nav: { to: '/branches', label: 'app.nav.branches', icon: StoreIcon },
  resource: {
    list: lazy(() => import('./BranchList')),
    edit: lazy(() => import('./BranchEdit')),
    create: lazy(() => import('./BranchCreate')),
    recordRepresentation: (branch: Branch) => branch.name.en,
  },
};
