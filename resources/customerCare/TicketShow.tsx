import { useTranslate } from 'react-admin';
import type { Ticket } from '@/dataProvider/types';
import { ticketActionsFrom } from '@/dataProvider/workflows';
import { CaseScreen } from '@/src/record/CaseScreen';
import { StatusActions } from '@/src/actions/WorkflowButtons';
import { ContactLines, DetailLine } from '@/src/record/DetailParts';
import { formatDateTime } from '@/src/format/values';
import { TICKET_TONES } from './choices';
import { TICKET_ICONS } from './icons';
import { listDefaults } from './listDefaults';
import { ListSearchLink } from '@/src/record/ListSearchLink';
import { RecordNav } from '@/src/record/RecordNav';
import { MinuteClock } from '@/src/dates/minuteClock';
import { TicketClock } from './TicketClock';
import { TargetsNote } from './TargetsNote';
import { TicketKeysHelp } from './TicketKeysHelp';
import { TICKET_KEYS } from './ticketKeys';
import { OPEN_STATUSES } from './ticketClocks';
import { URGENT_LIST, useQueueOrder } from './queueOrder';

const F = 'resources.customerCare.fields';
// Previous and Next follow the list as it is stored; before its first visit, in its own order.
const listSort = listDefaults().sort;
const STATUS_KEYS = { accept: TICKET_KEYS.accept, resolve: TICKET_KEYS.resolve };

/**
 * The ticket, its clock, its customer, the status actions open now and the comment thread; Previous and Next
 * through the list as left (in the order chosen), the list searched for the customer's phone, and the keys.
 */
export default function TicketShow() {
  const translate = useTranslate();
  // The order the list was last shown in, which Previous and Next step through.
  const [order] = useQueueOrder();
  const list = order === 'urgent' ? URGENT_LIST : { sort: listSort };
  return (
    <MinuteClock>
      <CaseScreen<Ticket>
        messages="resources.customerCare"
        heading={(ticket) => ticket.subject}
        tones={TICKET_TONES}
        details={(ticket) => (
          <>
            <RecordNav
              messages="resources.customerCare"
              linkType="show"
              {...list}
              keys={{ previous: TICKET_KEYS.previous, next: TICKET_KEYS.next }}
            />
            <DetailLine label={`${F}.number`}>#{ticket.number}</DetailLine>
            <DetailLine label={`${F}.type`}>{translate(`resources.customerCare.types.${ticket.type}`)}</DetailLine>
            <DetailLine label={`${F}.createdAt`}>
              <bdi dir="ltr">{formatDateTime(ticket.createdAt)}</bdi>
            </DetailLine>
            {OPEN_STATUSES.includes(ticket.status) ? (
              <DetailLine label={`${F}.clock`}>
                <TicketClock ticket={ticket} />
              </DetailLine>
            ) : null}
            <TargetsNote />
            <StatusActions
              actions={ticketActionsFrom(ticket.status)}
              messages="resources.customerCare"
              icons={TICKET_ICONS}
              name={`#${ticket.number}`}
              shortcuts={STATUS_KEYS}
            />
            <TicketKeysHelp />
          </>
        )}
        commentKey={TICKET_KEYS.comment}
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
    </MinuteClock>
  );
}
