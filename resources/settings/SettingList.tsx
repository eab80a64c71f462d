import { DataTable, SearchInput } from 'react-admin';
import type { Setting } from '@/dataProvider/types';
import { csvExporter } from '@/src/list/export/columns';
import { EmptyList } from '@/src/list/EmptyList';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';

const exporter = csvExporter<Setting & { id: string }>('settings', [
  { label: 'resources.settings.fields.key', value: (setting) => setting.key },
  { label: 'resources.settings.fields.value', value: (setting) => setting.value },
]);

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Column = DataTable.Col<Setting>;

export default function SettingList() {
  return (
    <AreaList filters={filters} exporter={exporter}>
      <ListRows<Setting>
        primary={(setting) => setting.key}
        secondary={(setting) => [setting.value]}
        empty={<EmptyList message="resources.settings.empty" />}
      >
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<EmptyList message="resources.settings.empty" />}>
          <Column source="key" />
          <Column source="value" />
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
