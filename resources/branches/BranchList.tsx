import { DataTable, List, SearchInput, useLocaleState } from 'react-admin';
import type { Branch } from '@/dataProvider/types';
import { csvExporter } from '@/src/csv';
import { ActiveChip } from '@/src/components/ActiveChip';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';

const exporter = csvExporter<Branch & { id: string }>('branches', [
  { label: 'resources.branches.fields.name', value: (branch) => branch.name.en },
  { label: 'resources.branches.fields.name', value: (branch) => branch.name.ar },
  { label: 'resources.branches.fields.reference_code', value: (branch) => branch.reference_code },
  { label: 'resources.branches.fields.phone', value: (branch) => branch.phone },
  { label: 'resources.branches.fields.status', value: (branch) => branch.status },
]);

const Column = DataTable.Col<Branch>;

export default function BranchList() {
  const [locale] = useLocaleState();
  const language = locale === 'ar' ? 'ar' : 'en';
  return (
    <List
      sort={{ field: `name.${language}`, order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      filterDefaultValues={{ archived: false }}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      <DataTable bulkActionButtons={false} empty={<EmptyList message="resources.branches.empty" />}>
        <Column source={`name.${language}`} label="resources.branches.fields.name" />
        <Column source="reference_code" />
        <Column source="phone" />
        <Column source="status" render={(branch) => <ActiveChip active={branch.status === 'active'} />} />
      </DataTable>
    </List>
  );
}
