import {
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SystemUser } from '@/dataProvider/types';
import { ActiveChip } from '@/src/components/ActiveChip';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import { userExporter } from './exporter';
import { privilegeChoices } from './privileges';
import { UserStatusButtons } from './UserStatusButtons';
import { area } from './index';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="privilege" source="privilege" choices={privilegeChoices} />,
  <NullableBooleanInput key="active" source="active" />,
  <NullableBooleanInput key="archived" source="archived" alwaysOn />,
];

function PrivilegeField() {
  const user = useRecordContext<SystemUser>();
  const translate = useTranslate();
  return <>{user?.privilege ? translate(`resources.users.privileges.${user.privilege}`) : '—'}</>;
}

/** First and last name each isolated: a bidi control typed in one must not reorder the other. */
function FullName({ user }: { user: SystemUser }) {
  return (
    <>
      <bdi>{user.firstName}</bdi> <bdi>{user.lastName}</bdi>
    </>
  );
}

const Column = DataTable.Col<SystemUser>;

export default function UserList() {
  return (
    <List
      {...area.listDefaults?.()}
      filters={filters}
      exporter={userExporter}
      actions={<ListActions createTo="/users/newuser" />}
      empty={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyList message="resources.users.empty" />}>
        <Column source="firstName" label="resources.users.fields.fullName" render={(user) => <FullName user={user} />} />
        <Column source="email" />
        <Column source="privilege" field={PrivilegeField} />
        <Column source="active" render={(user) => <ActiveChip active={user.active} />} />
        <Column source="archived" render={(user) => (user.archived ? <ActiveChip archived /> : null)} />
        <Column label="app.actions.column" disableSort render={() => <UserStatusButtons />} />
      </DataTable>
    </List>
  );
}
