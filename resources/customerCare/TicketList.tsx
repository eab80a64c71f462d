import { useNavigate } from 'react-router';
import { DataTable, SearchInput, SelectInput, useTranslate, type SearchInputProps } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { csvExporter } from '@/src/list/export/columns';
import { EmptyList } from '@/src/list/EmptyList';
import { StatusChip } from '@/src/fields/StatusChip';
import i18n from '@/i18n/instance';
import { formatDateTime } from '@/src/format/values';
import { TICKET_TONES, statusChoices, typeChoices } from './choices';
import { Ltr } from '@/src/fields/Ltr';
import { BulkWorkflowButtons } from '@/src/list/bulk/BulkWorkflowButtons';
import { TICKET_TRANSITIONS, type TicketStatusName } from '@/dataProvider/workflows';
import { TICKET_ICONS } from './icons';
import { ListRows } from '@/src/list/ListRows';
import { AreaList } from '@/src/list/AreaList';
import { useCountInTabTitle, useNewCount } from '@/src/areas/newCounts';
import { MinuteClock } from '@/src/dates/minuteClock';
import { TicketClock } from './TicketClock';
import { QueueNotes } from './QueueNotes';
import { QueueOrderChoice } from './QueueOrderChoice';
import { URGENT_LIST, useQueueOrder, type QueueOrder } from './queueOrder';

const exporter = csvExporter<Ticket>('tickets', [
  { label: 'resources.customerCare.fields.number', value: (ticket) => ticket.number },
  { label: 'resources.customerCare.fields.createdAt', value: (ticket) => formatDateTime(ticket.createdAt) },
  {
    label: 'resources.customerCare.fields.type',
    value: (ticket) => i18n.t(`resources.customerCare.types.${ticket.type}`),
  },
  {
    label: 'resources.customerCare.fields.status',
    value: (ticket) => i18n.t(`resources.customerCare.statuses.${ticket.status}`),
  },
  { label: 'resources.customerCare.fields.customer', value: (ticket) => ticket.customer.name },
  { label: 'resources.customerCare.fields.phone', value: (ticket) => ticket.customer.phone },
  { label: 'resources.customerCare.fields.subject', value: (ticket) => ticket.subject },
]);

/** The search box says what it searches. */
function TicketSearch(props: SearchInputProps) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('resources.customerCare.searchHint')} />;
}

const search = <TicketSearch key="q" source="q" alwaysOn />;
const typeFilter = <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />;
const filters = [search, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, typeFilter];
// The urgent queue's statuses are its own (new and reopened): no status filter to contradict them.
const urgentFilters = [search, typeFilter];

const Column = DataTable.Col<Ticket>;
const HIDDEN_COLUMNS = ['customer.phone', 'type'];
const WHOLE_CELL = () => ({ maxWidth: 'none' });

export default function TicketList() {
  // The new tickets lead the tab's title, "(12) Back-office", as on the menu: seen from another tab.
  useCountInTabTitle(useNewCount('customerCare', true));
  const navigate = useNavigate();
  const [order, setOrder] = useQueueOrder();
  const urgent = order === 'urgent';
  const choose = (next: QueueOrder) => {
    // The address carries the list's sort and filters, which would outrank the other order's own.
    navigate({ search: '' }, { replace: true });
    setOrder(next);
  };
  return (
    <MinuteClock>
      <AreaList
        key={order}
        filters={urgent ? urgentFilters : filters}
        exporter={exporter}
        toolbarStart={<QueueOrderChoice value={order} onChange={choose} />}
        {...(urgent ? URGENT_LIST : {})}
      >
        <QueueNotes urgent={urgent} />
        <ListRows<Ticket>
          rowClick="show"
          primary={(ticket) => (
            <>
              <Ltr>#{ticket.number}</Ltr> <bdi>{ticket.subject}</bdi>
            </>
          )}
          secondary={(ticket) => [
            ticket.customer.name,
            <Ltr key="phone">{ticket.customer.phone}</Ltr>,
            <Ltr key="createdAt">{formatDateTime(ticket.createdAt)}</Ltr>,
            <TicketClock key="clock" ticket={ticket} />,
          ]}
          status={(ticket) => (
            <StatusChip label={`resources.customerCare.statuses.${ticket.status}`} tone={TICKET_TONES[ticket.status]} />
          )}
          empty={<EmptyList message="resources.customerCare.empty" />}
        >
          {/* The phone and the type are one click away in the columns menu: with them and the clock, the list is
              wider than a 1280-pixel laptop. The clock's words are never cut. */}
          <DataTable
            rowClick="show"
            hiddenColumns={HIDDEN_COLUMNS}
            bulkActionButtons={
              <BulkWorkflowButtons<Ticket, TicketStatusName>
                machine={TICKET_TRANSITIONS}
                status={(t) => t.status}
                messages="resources.customerCare"
                icons={TICKET_ICONS}
                name={(t) => `#${t.number}`}
              />
            }
            empty={<EmptyList message="resources.customerCare.empty" />}
          >
            <Column source="number" render={(ticket) => `#${ticket.number}`} />
            <Column source="createdAt" render={(ticket) => <Ltr>{formatDateTime(ticket.createdAt)}</Ltr>} />
            <Column source="customer.name" label="resources.customerCare.fields.customer" />
            <Column
              source="customer.phone"
              label="resources.customerCare.fields.phone"
              disableSort
              render={(ticket) => <Ltr>{ticket.customer.phone}</Ltr>}
            />
            <Column source="subject" disableSort />
            <Column
              source="clock"
              label="resources.customerCare.fields.clock"
              disableSort
              cellSx={WHOLE_CELL}
              render={(ticket) => <TicketClock ticket={ticket} />}
            />
            <Column source="type" render={(ticket) => i18n.t(`resources.customerCare.types.${ticket.type}`)} />
            <Column
              source="status"
              render={(ticket) => (
                <StatusChip
                  label={`resources.customerCare.statuses.${ticket.status}`}
                  tone={TICKET_TONES[ticket.status]}
                />
              )}
            />
          </DataTable>
        </ListRows>
      </AreaList>
    </MinuteClock>
  );
}
