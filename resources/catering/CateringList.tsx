import { DataTable, SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import type { CateringRequest } from '@/dataProvider/types';
import { csvExporter } from '@/src/list/export/columns';
import { EmptyList } from '@/src/list/EmptyList';
import { StatusChip } from '@/src/fields/StatusChip';
import i18n from '@/i18n/instance';
import { formatDateTime } from '@/src/format/values';
import { Ltr } from '@/src/fields/Ltr';
import { CATERING_TONES, statusChoices } from './choices';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';
import { useCountInTabTitle, useNewCount } from '@/src/areas/newCounts';
import { BulkWorkflowButtons } from '@/src/list/bulk/BulkWorkflowButtons';
import { CATERING_TRANSITIONS, type CateringStatusName } from '@/dataProvider/workflows';
import { CATERING_ICONS } from './icons';

const exporter = csvExporter<CateringRequest>('catering', [
  { label: 'resources.catering.fields.number', value: (row) => row.number },
  { label: 'resources.catering.fields.createdAt', value: (row) => formatDateTime(row.createdAt) },
  { label: 'resources.catering.fields.companyName', value: (row) => row.companyName },
  { label: 'resources.catering.fields.contactName', value: (row) => row.contactName },
  { label: 'resources.catering.fields.phone', value: (row) => row.phone },
  { label: 'resources.catering.fields.guestNumber', value: (row) => row.guestNumber },
  { label: 'resources.catering.fields.eventDate', value: (row) => row.eventDate },
  { label: 'resources.catering.fields.status', value: (row) => i18n.t(`resources.catering.statuses.${row.status}`) },
]);

function CateringSearch(props: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('resources.catering.searchHint')} />;
}

const filters = [
  <CateringSearch key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<CateringRequest>;

export default function CateringList() {
  // The new requests lead the tab's title, as the menu's count does.
  useCountInTabTitle(useNewCount('catering', true));
  return (
    <AreaList filters={filters} exporter={exporter}>
      <ListRows<CateringRequest>
        primary={(row) => (
          <>
            <Ltr>#{row.number}</Ltr> <bdi>{row.companyName}</bdi>
          </>
        )}
        secondary={(row) => [
          row.contactName,
          <Ltr key="eventDate">{row.eventDate}</Ltr>,
          <Ltr key="createdAt">{formatDateTime(row.createdAt)}</Ltr>,
        ]}
        status={(row) => (
          <StatusChip label={`resources.catering.statuses.${row.status}`} tone={CATERING_TONES[row.status]} />
        )}
        empty={<EmptyList message="resources.catering.empty" />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={
            <BulkWorkflowButtons<CateringRequest, CateringStatusName>
              machine={CATERING_TRANSITIONS}
              status={(r) => r.status}
              messages="resources.catering"
              icons={CATERING_ICONS}
              dangerous={['reject']}
              name={(r) => r.companyName}
            />
          }
          empty={<EmptyList message="resources.catering.empty" />}
        >
          <Column source="number" render={(row) => `#${row.number}`} />
          <Column source="createdAt" render={(row) => <Ltr>{formatDateTime(row.createdAt)}</Ltr>} />
          <Column source="companyName" />
          <Column source="contactName" />
          <Column source="guestNumber" />
          <Column source="eventDate" />
          <Column
            source="status"
            render={(row) => (
              <StatusChip label={`resources.catering.statuses.${row.status}`} tone={CATERING_TONES[row.status]} />
            )}
          />
        </DataTable>
      </ListRows>
    </AreaList>
  );
}
