import { useTranslate } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { ticketActionsFrom } from '@/dataProvider/workflows';
import { CaseScreen } from '@/src/components/CaseScreen';
import { StatusActions } from '@/src/components/WorkflowButtons';
import { ContactLines, DetailLine } from '@/src/components/DetailParts';
import { formatDateTime } from '@/src/format';
import { TICKET_TONES } from './choices';
import { TICKET_ICONS } from './icons';
import { listDefaults } from './listDefaults';
import { ListSearchLink, RecordNav } from '@/src/components/RecordNav';

const F = 'resources.customerCare.fields';
// Previous and Next follow the list as it is stored; before its first visit, in its own order.
const listSort = listDefaults().sort;

/**
 * The ticket, its customer, the status actions open now and the comment thread; Previous and Next through the list
 * as left, and the list searched for the customer's phone.
 */
export default function TicketShow() {
  const translate = useTranslate();
  return (
    <CaseScreen<Ticket>
      messages="resources.customerCare"
      heading={(ticket) => ticket.subject}
      tones={TICKET_TONES}
      details={(ticket) => (
        <>
          <RecordNav messages="resources.customerCare" sort={listSort} />
          <DetailLine label={`${F}.number`}>#{ticket.number}</DetailLine>
          <DetailLine label={`${F}.type`}>{translate(`resources.customerCare.types.${ticket.type}`)}</DetailLine>
          <DetailLine label={`${F}.createdAt`}>
            <bdi dir="ltr">{formatDateTime(ticket.createdAt)}</bdi>
          </DetailLine>
          <StatusActions
            actions={ticketActionsFrom(ticket.status)}
            messages="resources.customerCare"
            icons={TICKET_ICONS}
            name={`#${ticket.number}`}
          />
        </>
      )}
      contactTitle="resources.customerCare.customerInfo"
      contact={(ticket) => (
        <>
          <DetailLine label={`${F}.customer`}>{ticket.customer.name}</DetailLine>
          <ContactLines phone={ticket.customer.phone} email={ticket.customer.email} fields={F} />
          {ticket.customer.phone ? (
            <ListSearchLink
              resource="customerCare"
              q={ticket.customer.phone}
              label="resources.customerCare.browse.samePhone"
            />
          ) : null}
        </>
      )}
    />
  );
}
