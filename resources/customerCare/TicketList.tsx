import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { csvExporter } from '@/src/csv';
import { EmptyList } from '@/src/components/EmptyList';
import { ListActions } from '@/src/components/ListActions';
import i18n from '@/i18n/instance';
import { formatDateTime } from '@/src/format';

const STATUSES = ['new', 'active', 'reopened', 'resolved', 'closed'] as const;
const TYPES = ['complaint', 'inquiry', 'suggestion', 'order_issue'] as const;
const statusChoices = STATUSES.map((id) => ({ id, name: `resources.customerCare.statuses.${id}` }));
const typeChoices = TYPES.map((id) => ({ id, name: `resources.customerCare.types.${id}` }));

const exporter = csvExporter<Ticket>('tickets', [
  { label: 'resources.customerCare.fields.number', value: (ticket) => ticket.number },
  { label: 'resources.customerCare.fields.createdAt', value: (ticket) => ticket.createdAt },
  { label: 'resources.customerCare.fields.type', value: (ticket) => i18n.t(`resources.customerCare.types.${ticket.type}`) },
  { label: 'resources.customerCare.fields.status', value: (ticket) => i18n.t(`resources.customerCare.statuses.${ticket.status}`) },
  { label: 'resources.customerCare.fields.customer', value: (ticket) => ticket.customer.name },
  { label: 'resources.customerCare.fields.phone', value: (ticket) => ticket.customer.phone },
  { label: 'resources.customerCare.fields.subject', value: (ticket) => ticket.subject },
]);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="type" source="type" choices={typeChoices} />,
];

const Column = DataTable.Col<Ticket>;

export default function TicketList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={exporter}
      actions={<ListActions />}
      empty={false}
    >
      <DataTable bulkActionButtons={false} empty={<EmptyList message="resources.customerCare.empty" />}>
        <Column source="number" />
        <Column source="createdAt" render={(ticket) => formatDateTime(ticket.createdAt)} />
        <Column source="customer.name" label="resources.customerCare.fields.customer" />
        <Column source="subject" disableSort />
        <Column source="type" render={(ticket) => i18n.t(`resources.customerCare.types.${ticket.type}`)} />
        <Column source="status" render={(ticket) => i18n.t(`resources.customerCare.statuses.${ticket.status}`)} />
      </DataTable>
    </List>
  );
}
