import type { SystemUser } from '@/dataProvider/types';
import { csvExporter, type CsvColumn } from '@/src/list/export/columns';
import i18n from '@/i18n/instance';

const yesNo = (value: boolean) => i18n.t(value ? 'app.status.yes' : 'app.status.no');

/** The columns a user export carries: never a password or a token. */
export const userColumns: CsvColumn<SystemUser>[] = [
  { label: 'resources.users.fields.firstName', value: (user) => user.firstName },
  { label: 'resources.users.fields.lastName', value: (user) => user.lastName },
  { label: 'resources.users.fields.email', value: (user) => user.email },
  {
    label: 'resources.users.fields.privilege',
    value: (user) => (user.privilege ? i18n.t(`resources.users.privileges.${user.privilege}`) : ''),
  },
  { label: 'resources.users.fields.active', value: (user) => yesNo(user.active) },
  { label: 'resources.users.fields.archived', value: (user) => yesNo(user.archived) },
  { label: 'resources.users.fields.createdAt', value: (user) => user.createdAt },
];

export const userExporter = csvExporter('system-users', userColumns);
