import StoreIcon from '@mui/icons-material/Store';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { Branch } from '@/dataProvider/types';

export const area: AreaDefinition = {
  name: 'branches',
  order: 10,
  nav: { to: '/branches', label: 'app.nav.branches', icon: StoreIcon },
  listDefaults: (language = 'en') => ({
    sort: { field: `name.${language}`, order: 'ASC' },
    filterDefaultValues: { archived: false },
  }),
  resource: {
    list: lazyScreen(() => import('./BranchList')),
    edit: lazyScreen(() => import('./BranchEdit')),
    create: lazyScreen(() => import('./BranchCreate')),
    recordRepresentation: (branch: Branch) => branch.name.en,
  },
};
