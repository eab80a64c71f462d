import { DataTable, List, SearchInput } from 'react-admin';
import type { Setting } from '@/dataProvider/types';
import { csvExporter } from '@/src/csv';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import { useListDefaults } from '@/src/listDefaults';
import { ListRows } from '@/src/components/ListRows';

const exporter = csvExporter<Setting & { id: string }>('settings', [
  { label: 'resources.settings.fields.key', value: (setting) => setting.key },
  { label: 'resources.settings.fields.value', value: (setting) => setting.value },
]);

const Column = DataTable.Col<Setting>;

export default function SettingList() {
  return (
    <List
      {...useListDefaults()}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={exporter}
      actions={<ListActions createTo="/settings/create" />}
      empty={false}
    >
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
    </List>
  );
}
