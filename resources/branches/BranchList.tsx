import { languageOf } from '@/i18n/language';
import { DataTable, NullableBooleanInput, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import { Tag } from '@/src/fields/Tag';
import { BRANCH_SERVICES, type Branch } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { EmptyList } from '@/src/list/EmptyList';
import { BranchStatusButtons, BranchBulkButtons } from './BranchStatusButtons';
import { serviceChoices, statusChoices } from './choices';
import { branchExporter } from './exporter';
import { Ltr } from '@/src/fields/Ltr';
import { ActionsColumn } from '@/src/actions/RowActions';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const filters = [
  // By name in either language or reference code (the endpoint row's `searchIn`, dataProvider/endpoints.ts).
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  // Matches branches whose `services` flag of that name is on (dataProvider/normalize.ts).
  <SelectInput key="services" source="services" choices={serviceChoices} />,
  <NullableBooleanInput key="archived" source="archived" alwaysOn />,
];

function ServiceChips({ branch }: { branch: Branch }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {BRANCH_SERVICES.filter((service) => branch.services[service]).map((service) => (
        <Tag key={service} variant="outlined" label={translate(`resources.branches.services.${service}`)} />
      ))}
    </Stack>
  );
}

const Column = DataTable.Col<Branch>;

export default function BranchList() {
  const [locale] = useLocaleState();
  const language = languageOf(locale);
  return (
    <AreaList filters={filters} exporter={branchExporter}>
      <ListRows<Branch>
        primary={(branch) => branch.name[language]}
        secondary={(branch) => [<Ltr key="phone">{branch.phone}</Ltr>, branch.reference_code]}
        status={(branch) =>
          branch.archived ? <ActiveChip archived /> : <ActiveChip active={branch.status === 'active'} />
        }
        empty={<EmptyList message="resources.branches.empty" />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BranchBulkButtons />}
          empty={<EmptyList message="resources.branches.empty" />}
        >
          <Column source={`name.${language}`} label="resources.branches.fields.name" />
          <Column source="reference_code" />
          <Column source="phone" render={(branch) => <Ltr>{branch.phone}</Ltr>} />
          <Column source="services" disableSort render={(branch) => <ServiceChips branch={branch} />} />
          <Column source="status" render={(branch) => <ActiveChip active={branch.status === 'active'} />} />
          <Column source="archived" render={(branch) => (branch.archived ? <ActiveChip archived /> : null)} />
          <ActionsColumn>
            <BranchStatusButtons />
          </ActionsColumn>
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
