import { Navigate, useLocation, useParams } from 'react-router';
import { useCreatePath } from 'react-admin';

/** The spec's address of a ticket, /customerCare/{ticketId}, kept: it leads to the ticket's screen. */
export function TicketAddress() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const createPath = useCreatePath();
  return (
    <Navigate replace to={{ pathname: createPath({ resource: 'customerCare', id, type: 'show' }), search, hash }} />
  );
}
