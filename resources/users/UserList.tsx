import { DataTable, NullableBooleanInput, SearchInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { SystemUser } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { userExporter } from './exporter';
import { privilegeChoices } from './privileges';
import { UserStatusButtons, UserBulkButtons } from './UserStatusButtons';
import { ActionsColumn } from '@/src/actions/RowActions';
import { FullName } from '@/src/fields/FullName';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="privilege" source="privilege" choices={privilegeChoices} />,
  <NullableBooleanInput key="active" source="active" />,
  <NullableBooleanInput key="archived" source="archived" alwaysOn />,
];

function PrivilegeText({ privilege }: { privilege: SystemUser['privilege'] }) {
  const translate = useTranslate();
  return <>{translate(`resources.users.privileges.${privilege}`)}</>;
}

function PrivilegeField() {
  const user = useRecordContext<SystemUser>();
  return user?.privilege ? <PrivilegeText privilege={user.privilege} /> : <>—</>;
}

/** First and last name each isolated: a bidi control typed in one must not reorder the other. */
const Column = DataTable.Col<SystemUser>;

export default function UserList() {
  return (
    <AreaList filters={filters} exporter={userExporter}>
      <ListRows<SystemUser>
        primary={(user) => <FullName firstName={user.firstName} lastName={user.lastName} />}
        secondary={(user) => [
          user.email,
          user.privilege ? <PrivilegeText key="privilege" privilege={user.privilege} /> : null,
        ]}
        status={(user) => (user.archived ? <ActiveChip archived /> : <ActiveChip active={user.active} />)}
        empty={<EmptyList message="resources.users.empty" />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={<UserBulkButtons />}
          empty={<EmptyList message="resources.users.empty" />}
        >
          <Column
            source="firstName"
            label="resources.users.fields.fullName"
            render={(user) => <FullName firstName={user.firstName} lastName={user.lastName} />}
          />
          <Column source="email" />
          <Column source="privilege" field={PrivilegeField} />
          <Column source="active" render={(user) => <ActiveChip active={user.active} />} />
          <Column source="archived" render={(user) => (user.archived ? <ActiveChip archived /> : null)} />
          <ActionsColumn>
            <UserStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
