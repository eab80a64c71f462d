import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '@/src/screens/lazyScreen';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import type { SystemUser } from '@/dataProvider/types';

const UserList = lazyScreen(() => import('./UserList'));
const UserEdit = lazyScreen(() => import('./UserEdit'));
const UserCreate = lazyScreen(() => import('./UserCreate'));

export const area: AreaDefinition = {
  name: 'users',
  order: 100,
  nav: { to: '/users', label: 'app.nav.users', icon: PeopleIcon },
  listDefaults: () => ({ sort: { field: 'firstName', order: 'ASC' }, filterDefaultValues: { archived: false } }),
  resource: {
    list: UserList,
    edit: UserEdit,
    create: UserCreate,
    recordRepresentation: (user: SystemUser) => `${user.firstName} ${user.lastName}`.trim() || user.email,
  },
  createPath: 'newuser',
};
