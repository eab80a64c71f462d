import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { AreaDefinition } from '../types';
import type { SystemUser } from '@/dataProvider/types';

const UserList = lazy(() => import('./UserList'));
const UserEdit = lazy(() => import('./UserEdit'));
const UserCreate = lazy(() => import('./UserCreate'));

export const area: AreaDefinition = {
  name: 'users',
  order: 100,
  nav: { to: '/users', label: 'app.nav.users', icon: PeopleIcon },
  resource: {
    list: UserList,
    edit: UserEdit,
    create: UserCreate,
    recordRepresentation: (user: SystemUser) => `${user.firstName} ${user.lastName}`.trim() || user.email,
  },
  createPath: 'newuser',
};
